import type { Browser, Cookie, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMembersCatalog } from '../../src/shared/admin/admin-members-catalog';
import { localizePath, type Locale } from '../../src/shared/locales';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { totpCode } from '../helpers/staff';
import { buyer, fillCard, fillRegistration } from './checkout-steps';
import { scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { addStaffWithCli, type CliStaff } from './staff-cli';
import {
  closing,
  expectNoAxeViolations,
  recordErrors,
  saveScreenshot,
  signedInContext,
  useBrowser,
  viewports,
  waitForHydration,
} from './support';

const browser = useBrowser();

const RECEIPT = '\u0000receipt\u0000';
/** A label written with RECEIPT in place of the receipt number, matching any receipt number. */
const withAnyReceipt = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(RECEIPT, '.+')}$`);

/**
 * The back office's members on a server of its own, whose first administrator
 * the staff command line creates before the server starts. A member buys
 * through the checkout; the administrator signs in with a code computed from
 * the secret the command printed, finds the member, refunds them with the
 * keyboard alone and sees the credit note.
 */
describe('the members back office', () => {
  let server: OwnServer;
  let removeDataDir: () => Promise<void>;
  let admin: CliStaff;
  /** The administrator's session, once the refund test signed in: the other pages open with it. */
  let adminCookies: Cookie[] = [];
  const member = buyer();

  beforeAll(async () => {
    const dataDir = await scratchDataDir();
    removeDataDir = dataDir.remove;
    admin = await addStaffWithCli(dataDir.dir, 'noor.admin@chamber.example', 'admin', 'Noor Al-Thani');
    server = await startOwnServer({ DATA_DIR: dataDir.dir });
  }, 90_000);
  afterAll(async () => {
    await server?.process.stop();
    await removeDataDir?.();
  });

  const staffContext = (options: { width: number; dark?: boolean }) => signedInContext(browser(), server, adminCookies, options);

  const text = (locale: Locale) => adminMembersCatalog.in(locale);

  async function openMembers(page: Page, locale: Locale, query = '') {
    await page.goto(`${localizePath('/admin/members', locale)}${query}`);
    await waitForHydration(page);
    await page.getByRole('search', { name: text(locale)('list.searchLabel') }).waitFor();
  }

  it('lets a member buy through the checkout', async () => {
    const context = await (browser() as Browser).newContext({ baseURL: server.baseUrl, viewport: viewports.desktop });
    await closing(context, async () => {
      const page = await context.newPage();
      await page.goto('/membership/checkout/professional');
      await waitForHydration(page);
      await page.getByLabel('Card number').waitFor();
      await fillRegistration(page, member);
      await fillCard(page, sandboxTestCards.succeeds);
      await page.getByRole('button', { name: /^Pay / }).click();
      await page.getByRole('heading', { level: 1, name: /Welcome to the/ }).waitFor();
    });
  }, 60_000);

  it('signs the CLI-made admin in with a computed code, finds the member, refunds them with the keyboard alone and lists the credit note', async () => {
    const context = await staffContext({ width: viewports.desktop.width });
    await closing(context, async () => {
      const page = await context.newPage();
      const errors = recordErrors(page);
      const t = text('en');
      await page.goto('/admin/sign-in');
      await waitForHydration(page);
      await page.getByRole('main').getByLabel('Email address').fill(admin.email);
      await page.getByRole('main').getByLabel('Password').fill(admin.password);
      await page
        .getByRole('main')
        .getByLabel('Authentication code')
        .fill(await totpCode(admin.totpSecret));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.baseUrl}/admin`);
      adminCookies = await context.cookies();

      await openMembers(page, 'en');
      await page.getByLabel(t('list.q')).fill(member.email);
      await page.keyboard.press('Enter');
      const link = page.getByRole('link', { name: `${member.firstName} ${member.lastName}` });
      await link.waitFor();
      await expect.poll(() => page.getByText(t('list.results', { total: 1 })).isVisible()).toBe(true);
      await link.click();
      await page.getByRole('heading', { level: 2, name: t('member.sections.payments') }).waitFor();

      // Keyboard only from here: focus walks to the refund button, the dialog is filled and sent with keys.
      const refund = page.getByRole('button', { name: /^Refund payment / });
      for (let presses = 0; presses < 80 && !(await refund.evaluate((button) => button === document.activeElement)); presses += 1) {
        await page.keyboard.press('Tab');
      }
      await expect.poll(() => refund.evaluate((button) => button === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /^Refund payment / });
      await dialog.waitFor();
      const amount = dialog.getByLabel(t('dialog.refund.amount'));
      await expect.poll(() => amount.evaluate((input) => input === document.activeElement)).toBe(true);
      await expect.poll(() => amount.inputValue()).toBe('350.00');
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('100,50');
      await page.keyboard.press('Tab'); // the membership choice, on "Keep it as it is"
      await page.keyboard.press('ArrowDown'); // "End it now"
      await expect.poll(() => dialog.getByLabel(t('dialog.refund.end')).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Cancelled in the cooling-off period');
      await page.keyboard.press('Tab'); // Cancel
      await page.keyboard.press('Tab'); // Refund
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(t('dialog.refund.submit'));
      await page.keyboard.press('Enter');

      const done = page.getByRole('status').filter({ hasText: /Refunded €100\.50\. Credit note \u2068?CN-\d{4}-\d{6}/ });
      await done.waitFor();
      await expect.poll(() => dialog.isVisible()).toBe(false);
      const creditNoteRow = page.getByRole('row', { name: /CN-\d{4}-\d{6}/ });
      await creditNoteRow.waitFor();
      await expect.poll(() => creditNoteRow.textContent()).toContain('Credit note');
      await expect.poll(() => creditNoteRow.textContent()).toMatch(/[−-]€100\.50/);
      await expect.poll(() => page.getByRole('link', { name: /CN-\d{4}-\d{6} as PDF/ }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText(t('member.history.actions.refund')).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }, 60_000);

  const looks = [
    { name: 'en-1440-light', locale: 'en', width: viewports.desktop.width, dark: false },
    { name: 'en-360-light', locale: 'en', width: viewports.mobile.width, dark: false },
    { name: 'ar-1440-dark', locale: 'ar', width: viewports.desktop.width, dark: true },
    { name: 'ar-360-dark', locale: 'ar', width: viewports.mobile.width, dark: true },
    { name: 'nl-1440-dark', locale: 'nl', width: viewports.desktop.width, dark: true },
  ] as const;

  it.each(looks)(
    'shows the list, the member page and the refund dialog cleanly ($name)',
    async ({ name, locale, width, dark }) => {
      const context = await staffContext({ width, dark });
      await closing(context, async () => {
        const page = await context.newPage();
        const errors = recordErrors(page);
        const t = text(locale);
        await openMembers(page, locale, `?q=${encodeURIComponent(member.email)}`);
        await page.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).waitFor();
        await expectNoAxeViolations(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(page, `admin-members/members-list-${name}.png`);

        await page.getByRole('link', { name: `${member.firstName} ${member.lastName}` }).click();
        await page.getByRole('heading', { level: 2, name: t('member.sections.documents') }).waitFor();
        await expectNoAxeViolations(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await saveScreenshot(page, `admin-members/member-page-${name}.png`);

        await page.getByRole('button', { name: withAnyReceipt(t('member.payments.refundLabel', { receipt: RECEIPT })) }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await expectNoAxeViolations(page);
        await saveScreenshot(page, `admin-members/refund-dialog-${name}.png`, { fullPage: false });
        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
        expect(errors).toEqual([]);
      });
    },
    60_000,
  );
});
