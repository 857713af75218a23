import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addMonths } from 'date-fns';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { buyer, decodeQuotedPrintable, fillCard, fillRegistration, outboxFor } from './checkout-steps';
import { expectNoAxeViolations, useBrowser, viewports, waitForHydration, withNewPage, withPage } from './support';

const browser = useBrowser();

const longDate = (date: Date) => new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(date);

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('main').getByLabel('Username or email').fill(identifier);
  await page.locator('main').getByLabel('Password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
}

async function expectSignInRefused(page: Page, identifier: string) {
  await signIn(page, identifier, 'not-the-password');
  const toast = page.getByRole('status').filter({ hasText: 'Sign-in failed' });
  await toast.waitFor();
  await expect.poll(() => toast.textContent()).toContain('Invalid username or password.');
  await page.getByRole('button', { name: 'Close notification' }).click();
}

async function payWithTheSucceedingCard(page: Page) {
  await fillCard(page, sandboxTestCards.succeeds);
  await page.getByRole('button', { name: /^Pay / }).click();
  await page.getByRole('heading', { level: 1, name: /Welcome to the/ }).waitFor();
}

async function expiryShown(page: Page): Promise<string> {
  const expiry = page.locator('dt', { hasText: 'Expires' }).locator('xpath=following-sibling::dd');
  return (await expiry.textContent()) ?? '';
}

describe('member accounts', () => {
  it('buys from /membership, signs in, downloads the invoice, renews, uses the directory and signs out', async () => {
    const person = buyer();
    await withPage(browser(), '/membership', async ({ page, errors }) => {
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Join Professional' }).click();
      await page.getByLabel('Card number').waitFor();
      await fillRegistration(page, person);
      await payWithTheSucceedingCard(page);
      await page
        .getByRole('link', { name: /directory/i })
        .first()
        .waitFor();

      await expectSignInRefused(page, person.username);
      await expectSignInRefused(page, `nobody_${person.username}`);

      await signIn(page, person.email, person.password);
      await page.waitForURL('**/account');
      await page.getByText('Active', { exact: true }).waitFor();
      await expect.poll(() => page.getByText('Professional').first().isVisible()).toBe(true);
      const today = new Date();
      await expect.poll(() => expiryShown(page)).toBe(longDate(addMonths(today, 12)));
      await page.getByRole('button', { name: `Account menu, signed in as ${person.firstName}` }).waitFor();
      await expectNoAxeViolations(page);
      await page.setViewportSize(viewports.mobile);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      await page.setViewportSize(viewports.desktop);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: / as PDF$/ }).click()]);
      const pdfFile = path.join(await mkdtemp(path.join(tmpdir(), 'qncc-invoice-')), download.suggestedFilename());
      await download.saveAs(pdfFile);
      const pdf = await readFile(pdfFile);
      const invoiceNumber = (await page.locator('tbody tr th bdi').first().textContent()) ?? '';
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(invoiceNumber).not.toBe('');
      expect(download.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);

      await page.getByRole('link', { name: 'Renew for 12 months' }).click();
      await page.getByRole('heading', { name: `Renewing as ${person.firstName} ${person.lastName}` }).waitFor();
      await expect.poll(() => page.getByLabel('First name').count()).toBe(0);
      await payWithTheSucceedingCard(page);
      await page.goto('/account');
      await page.getByText('Active', { exact: true }).waitFor();
      await expect.poll(() => page.locator('tbody tr').count()).toBe(2);
      await expect.poll(() => expiryShown(page)).toBe(longDate(addMonths(today, 24)));
      await expect.poll(() => outboxFor(person.email).then((mail) => mail.length)).toBe(2);

      await page.getByLabel('Company name').fill('Tulip Trade B.V.');
      await page.getByLabel('Show me in the member directory').check();
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }).waitFor();

      await page.goto(`/member-directory?q=${encodeURIComponent('Tulip Trade')}`);
      const card = page.getByRole('listitem').filter({ hasText: 'Tulip Trade B.V.' });
      await card.waitFor();
      await expect.poll(() => card.textContent()).toContain(`${person.firstName} ${person.lastName}`);
      await expectNoAxeViolations(page);
      await page.getByLabel('Country').selectOption('qatar');
      await page.getByText('No members match your search.').waitFor();

      await page.getByRole('button', { name: `Account menu, signed in as ${person.firstName}` }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Join', exact: true }).first().waitFor();
      await page.goto('/member-directory');
      await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
      // The browser logs each refused sign-in (401) as a failed load; nothing else may show up.
      const refusedSignIn = 'Failed to load resource: the server responded with a status of 401 (Unauthorized)';
      expect(errors).toEqual([refusedSignIn, refusedSignIn]);
    });
  });

  it('resets a forgotten password through the emailed link, once', async () => {
    const person = buyer();
    await withPage(browser(), '/membership/checkout/professional', async ({ page }) => {
      await waitForHydration(page);
      await page.getByLabel('Card number').waitFor();
      await fillRegistration(page, person);
      await payWithTheSucceedingCard(page);

      await page.goto('/reset-password');
      await waitForHydration(page);
      await page.locator('main').getByLabel('Email address').fill(person.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByText('If an account uses this address, a reset link is on its way.').waitFor();
      await expect.poll(() => outboxFor(person.email).then((mail) => mail.length)).toBe(2);
      const mail = (await outboxFor(person.email)).map(decodeQuotedPrintable).find((message) => message.includes('reset-password?token='));
      const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[\w-]+/.exec(mail ?? '')?.[0];
      expect(link).toBeDefined();
      const resetPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

      const newPassword = 'dates-and-tulips-2';
      for (const attempt of ['first', 'again'] as const) {
        await page.goto(resetPath);
        await waitForHydration(page);
        await page.getByLabel('New password', { exact: true }).fill(newPassword);
        await page.getByLabel('Confirm new password').fill(newPassword);
        await page.getByRole('button', { name: 'Set new password' }).click();
        if (attempt === 'first') await page.getByText('Your password has been changed.').waitFor();
        else await page.getByRole('status').filter({ hasText: 'This reset link is invalid or has expired.' }).waitFor();
      }

      await expectSignInRefused(page, person.username);
      await signIn(page, person.username, newPassword);
      await page.waitForURL('**/account');
      await page.getByText('Active', { exact: true }).waitFor();
    });
  });

  // One test per viewport and scheme: sixteen axe-checked loads in one test
  // outran the 60 s limit on CI's loaded machine.
  describe.each([
    ['mobile', viewports.mobile],
    ['desktop', viewports.desktop],
  ] as const)('at %s width', (_name, viewport) => {
    it.each(['light', 'dark'] as const)(
      'shows members-only pages as a sign-in prompt to visitors in %s, with no axe violations',
      async (colorScheme) => {
        await withNewPage(browser(), { viewport, colorScheme }, async ({ page, errors }) => {
          for (const path of ['/login', '/account', '/member-directory', '/reset-password']) {
            await page.goto(path);
            await waitForHydration(page);
            if (path !== '/login' && path !== '/reset-password') await page.getByRole('heading', { name: 'Please sign in' }).waitFor();
            await expectNoAxeViolations(page);
          }
          expect(errors).toEqual([]);
        });
      },
    );
  });
});
