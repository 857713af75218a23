import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type Locale } from '../../src/shared/locales';
import type { StaffRole } from '../../src/shared/staff-roles';
import { openDatabase } from '../../src/server/db/client';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { createPaymentBody, uniqueBuyer } from '../helpers/membership';
import { catalogText } from '../helpers/messages';
import { createStaff, totpCode, type CreatedStaff } from '../helpers/staff';
import { cookieClient, scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { expectNoAxeViolations, saveScreenshot, useBrowser, viewports, waitForHydration } from './support';

const browser = useBrowser();
const text = (locale: Locale, key: string, values?: Record<string, string | number>) => catalogText(locale, 'admin-reports', key, values);
const accountText = (key: string) => catalogText('en', 'account-data', key);

describe('back-office reports in the browser', () => {
  let server: OwnServer;
  let removeDataDir: (() => Promise<void>) | undefined;
  const staff = new Map<StaffRole, CreatedStaff>();
  let buyer: ReturnType<typeof uniqueBuyer>;
  const readerEmail = `reader.${Date.now().toString(36)}@example.com`;

  /** Buys a membership through the API with the sandbox's card, as the checkout does. */
  async function buyMembership() {
    const member = uniqueBuyer({ firstName: 'Layla', lastName: 'Al-Thani' });
    const api = cookieClient();
    const created = await api(`${server.baseUrl}/api/create-membership-payment`, { method: 'POST', body: createPaymentBody(member) });
    const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
    await api(`${server.baseUrl}/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      method: 'POST',
      body: {
        clientSecret: intent.clientSecret,
        card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
        returnUrl: '/',
      },
    });
    const confirmed = await api(`${server.baseUrl}/api/confirm-membership-payment`, {
      method: 'POST',
      body: { paymentIntentId: intent.paymentIntentId, userInfo: null },
    });
    expect(confirmed.status).toBe(200);
    return member;
  }

  beforeAll(async () => {
    const dataDir = await scratchDataDir();
    removeDataDir = dataDir.remove;
    // Staff are written into the embedded database before the server takes the folder.
    const database = openDatabase({ pgliteDir: path.join(dataDir.dir, 'pglite') });
    await database.migrate();
    for (const role of ['admin', 'finance'] as const) {
      staff.set(role, await createStaff(database.db, { role, displayName: role === 'admin' ? 'Amal Al-Kuwari' : 'Pieter Jansen' }));
    }
    await database.close();
    server = await startOwnServer({ DATA_DIR: dataDir.dir });
    buyer = await buyMembership();
    await fetch(`${server.baseUrl}/api/newsletter-subscriptions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: readerEmail, newsletter: 'trade-weekly', page: '/market-info/publications' }),
    });
  }, 90_000);
  afterAll(async () => {
    await server?.process.stop();
    await removeDataDir?.();
  });

  /** Each staff member signs in once, through the sign-in API with a code computed from their secret (a code is good once). */
  const staffTokens = new Map<StaffRole, Promise<string>>();
  async function signIn(role: StaffRole): Promise<string> {
    const member = staff.get(role);
    if (!member) throw new Error(`no ${role}`);
    const response = await fetch(`${server.baseUrl}/api/admin/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member.email, password: member.password, code: await totpCode(member.totpSecret) }),
    });
    expect(response.status).toBe(200);
    return /qncc_staff=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1] ?? '';
  }

  /** A browser context with the staff member's session. */
  async function withStaff<T>(role: StaffRole, options: BrowserContextOptions, body: (page: Page, errors: string[]) => Promise<T>) {
    if (!staffTokens.has(role)) staffTokens.set(role, signIn(role));
    const token = (await staffTokens.get(role)) ?? '';
    return withContext({ viewport: viewports.desktop, ...options }, [{ name: 'qncc_staff', value: token }], body);
  }

  async function withContext<T>(
    options: BrowserContextOptions,
    cookies: { name: string; value: string }[],
    body: (page: Page, errors: string[]) => Promise<T>,
  ) {
    const context = await browser().newContext({ baseURL: server.baseUrl, ...options });
    try {
      await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: server.baseUrl })));
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      return await body(page, errors);
    } finally {
      await context.close();
    }
  }

  it('shows an admin the dashboard, the payment that was bought, the subscriber’s consent record, and audits an unsubscribe on request', async () => {
    await withStaff('admin', {}, async (page, errors) => {
      await page.goto('/admin');
      await page.getByRole('heading', { name: text('en', 'dashboard.heading') }).waitFor();
      await page.getByText(text('en', 'dashboard.totalMembers', { count: 1 })).waitFor();
      await page.getByRole('link', { name: text('en', 'dashboard.exportMembers') }).waitFor();

      await page.goto('/admin/payments');
      const payments = page.getByRole('region', { name: text('en', 'common.tableRegion', { name: text('en', 'payments.table') }) });
      await payments.getByText(`${buyer.firstName} ${buyer.lastName}`).waitFor();
      await payments.getByText(text('en', 'payments.statusName', { status: 'activated' }), { exact: true }).waitFor();
      await page.getByLabel(text('en', 'payments.status')).selectOption('refunded');
      await page.getByRole('button', { name: text('en', 'common.apply') }).click();
      await page.getByText(text('en', 'common.none')).waitFor();
      expect(new URL(page.url()).search).toBe('?status=refunded');

      await page.goto('/admin/newsletter');
      const subscribers = page.getByRole('region', { name: text('en', 'common.tableRegion', { name: text('en', 'newsletter.table') }) });
      await subscribers.getByText(readerEmail).waitFor();
      await subscribers.getByText('/market-info/publications').waitFor();
      // By keyboard: the row's button opens the form with the reason focused.
      await page.getByRole('button', { name: text('en', 'newsletter.unsubscribeFor', { email: readerEmail }) }).focus();
      await page.keyboard.press('Enter');
      // Typing starts once the form has moved focus to its reason: keys sent earlier land on the button.
      const reason = page.getByLabel(text('en', 'newsletter.reason'));
      await expect.poll(() => reason.evaluate((field) => field === document.activeElement)).toBe(true);
      await page.keyboard.type('Asked by phone');
      await page.keyboard.press('Enter');
      await page
        .getByRole('status')
        .getByText(text('en', 'newsletter.unsubscribed', { email: readerEmail }))
        .waitFor();
      await subscribers.getByText(text('en', 'newsletter.statusName', { status: 'unsubscribed' }), { exact: true }).waitFor();

      await page.goto('/admin/audit');
      const audit = page.getByRole('region', { name: text('en', 'common.tableRegion', { name: text('en', 'audit.table') }) });
      await audit.getByText('newsletter.unsubscribe-on-request').waitFor();
      await audit.getByText('Asked by phone').waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('does not offer a finance user the members export, and the server refuses it', async () => {
    await withStaff('finance', {}, async (page, errors) => {
      await page.goto('/admin');
      await page.getByRole('link', { name: text('en', 'dashboard.exportPayments') }).waitFor();
      expect(await page.getByRole('link', { name: text('en', 'dashboard.exportMembers') }).count()).toBe(0);
      const token = (await page.context().cookies()).find((cookie) => cookie.name === 'qncc_staff')?.value ?? '';
      const refused = await fetch(`${server.baseUrl}/api/admin/exports/members.csv`, { headers: { cookie: `qncc_staff=${token}` } });
      expect(refused.status).toBe(403);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: text('en', 'dashboard.exportPayments') }).click(),
      ]);
      const file = path.join(await mkdtemp(path.join(tmpdir(), 'qncc-export-')), download.suggestedFilename());
      await download.saveAs(file);
      expect(await readFile(file, 'utf8')).toContain(buyer.email);
      expect(errors).toEqual([]);
    });
  });

  it('lets a member download their data and ask for their account to be deleted, which lands on the dashboard', async () => {
    await withContext({ viewport: viewports.mobile }, [], async (page, errors) => {
      await page.goto('/login');
      await waitForHydration(page);
      await page.locator('main').getByLabel('Username or email').fill(buyer.username);
      await page.locator('main').getByLabel('Password').fill(buyer.password);
      await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL('**/account');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: accountText('download') }).click(),
      ]);
      const file = path.join(await mkdtemp(path.join(tmpdir(), 'qncc-my-data-')), download.suggestedFilename());
      await download.saveAs(file);
      const data = JSON.parse(await readFile(file, 'utf8')) as { account: { email: string }; payments: unknown[] };
      expect(data.account.email).toBe(buyer.email);
      expect(data.payments).toHaveLength(1);

      await page.getByLabel(accountText('messageLabel')).fill('Please delete my account after my membership ends.');
      await page.getByRole('button', { name: accountText('deleteSubmit') }).click();
      await page
        .getByRole('status')
        .getByText(/We received your request to delete your account on/)
        .waitFor();
      await saveScreenshot(page, 'admin-reports/account-my-data-360-light-en.png');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
    await withStaff('admin', {}, async (page) => {
      await page.goto('/admin');
      await page.getByText('Please delete my account after my membership ends.').waitFor();
    });
  });

  describe.each([
    { width: 360, viewport: viewports.mobile },
    { width: 1440, viewport: viewports.desktop },
  ] as const)('at $width px', ({ width, viewport }) => {
    it.each([
      { locale: 'en', colorScheme: 'light' },
      { locale: 'en', colorScheme: 'dark' },
      { locale: 'ar', colorScheme: 'light' },
      { locale: 'ar', colorScheme: 'dark' },
    ] as const)(
      'the report pages in $locale, $colorScheme, pass axe without sideways scrolling of the page',
      async ({ locale, colorScheme }) => {
        await withStaff('admin', { viewport, colorScheme, locale }, async (page, errors) => {
          // What shows once each page's data has loaded.
          for (const [name, pagePath, loaded] of [
            ['dashboard', '/admin', 'dashboard.exports'],
            ['payments', '/admin/payments', 'common.apply'],
            ['newsletter', '/admin/newsletter', 'common.apply'],
            ['audit', '/admin/audit', 'common.apply'],
          ] as const) {
            await page.goto(localizePath(pagePath, locale));
            await page.getByRole('main').getByText(text(locale, loaded), { exact: true }).waitFor();
            await page.getByRole('main').locator('.animate-spin').first().waitFor({ state: 'detached' });
            expect(await page.evaluate(() => document.documentElement.dir)).toBe(locale === 'ar' ? 'rtl' : 'ltr');
            await expectNoAxeViolations(page);
            expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
            await saveScreenshot(page, `admin-reports/${name}-${width}-${colorScheme}-${locale}.png`);
          }
          expect(errors).toEqual([]);
        });
      },
    );
  });
});
