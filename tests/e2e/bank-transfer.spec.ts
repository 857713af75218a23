import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, type Locale } from '../../src/shared/locales';
import { totpCode } from '../helpers/staff';
import { catalogText, checkoutMessages, paymentFormMessages } from '../helpers/messages';
import { buyer, fillRegistration } from './checkout-steps';
import { scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { addStaffWithCli, type CliStaff } from './staff-cli';
import { closing, expectNoAxeViolations, recordErrors, saveScreenshot, useBrowser, viewports, waitForHydration } from './support';

const browser = useBrowser();

const transferText = (locale: Locale, key: string, values?: Record<string, string | number>) =>
  catalogText(locale, 'bank-transfer', key, values);
const adminText = (key: string, values?: Record<string, string | number>) => catalogText('en', 'admin-bank-transfers', key, values);

/** An accessible name that begins with the label: a choice's name goes on with its hint. */
const startsWith = (label: string) => new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The chamber dates its invoices in UTC−11 while finance's browser runs in
 * UTC+14: their calendars never show the same day, so the day the money
 * arrived must default to the chamber's today, not the browser's.
 */
const chamberTimeZone = 'Pacific/Pago_Pago';
const financeTimeZone = 'Pacific/Kiritimati';

/** Kleinere Bedrijven, a company tier: the checkout opens on "A company". */
const tierSlug = 'kleinere_bedrijven';

const company = {
  legalName: 'Al Mana Trading W.L.L.',
  registrationNumber: '145322',
  street: 'Al Corniche Street 12',
  postcode: '00000',
  city: 'Doha',
  country: 'QA',
};

/**
 * A Qatari company orders its membership by bank transfer on a server of its
 * own (whose finance user the staff command line creates first): it sees the
 * payment instructions and downloads its invoice; finance signs in to the back
 * office and records the transfer; the member area then shows the membership
 * active and the invoice paid.
 */
describe('bank transfer on invoice', () => {
  let server: OwnServer;
  let removeDataDir: () => Promise<void>;
  let finance: CliStaff;

  beforeAll(async () => {
    const dataDir = await scratchDataDir();
    removeDataDir = dataDir.remove;
    finance = await addStaffWithCli(dataDir.dir, 'maryam.finance@chamber.example', 'finance', 'Maryam Al-Kuwari');
    server = await startOwnServer({ DATA_DIR: dataDir.dir, INVOICE_TIME_ZONE: chamberTimeZone });
  }, 90_000);
  afterAll(async () => {
    await server?.process.stop();
    await removeDataDir?.();
  });

  async function newContext(options: { width?: number; dark?: boolean; timezoneId?: string } = {}): Promise<BrowserContext> {
    const width = options.width ?? viewports.desktop.width;
    return (browser() as Browser).newContext({
      baseURL: server.baseUrl,
      viewport: { width, height: width < 400 ? viewports.mobile.height : viewports.desktop.height },
      colorScheme: options.dark ? 'dark' : 'light',
      timezoneId: options.timezoneId,
    });
  }

  async function fillCompany(page: Page, locale: Locale) {
    const labels = checkoutMessages[locale].checkout.company;
    const main = page.locator('main');
    await main.getByLabel(labels.legalName, { exact: true }).fill(company.legalName);
    await main.getByLabel(labels.street, { exact: true }).fill(company.street);
    await main.getByLabel(labels.postcode, { exact: true }).fill(company.postcode);
    await main.getByLabel(labels.city, { exact: true }).fill(company.city);
    await main.getByLabel(labels.country, { exact: true }).selectOption(company.country);
    await main.getByLabel(labels.commercialRegistration, { exact: true }).fill(company.registrationNumber);
    await main.getByLabel(labels.billingEmail, { exact: true }).fill('accounts@almana.example');
  }

  /** A company orders by transfer in `locale`; ends on the instructions page. */
  async function orderByTransfer(page: Page, locale: Locale, person: ReturnType<typeof buyer>, shot?: string) {
    await page.goto(localizePath(`/membership/checkout/${tierSlug}`, locale));
    await waitForHydration(page);
    // The form is placed again when the payment provider's code arrives; a field filled at that
    // instant came back empty (about one run in three in Arabic at 360 px), so fill once it is there.
    await page.getByLabel(paymentFormMessages[locale].testCard.cardNumber).waitFor();
    await fillCompany(page, locale);
    await fillRegistration(page, person, locale);
    await page.getByRole('radio', { name: startsWith(transferText(locale, 'checkout.byTransfer')) }).check();
    if (shot) await saveScreenshot(page, `bank-transfer/${shot}`);
    await page.getByRole('button', { name: transferText(locale, 'checkout.submit') }).click();
    await page.waitForURL(/\/membership\/bank-transfer\?transfer=/).catch(async (error: unknown) => {
      await saveScreenshot(page, `bank-transfer/failed-order-${locale}.png`);
      const alerts = await page.getByRole('alert').allTextContents();
      throw new Error(`The order stayed on ${page.url()} (alerts: ${JSON.stringify(alerts)})`, { cause: error });
    });
    await page.getByRole('heading', { level: 2, name: transferText(locale, 'instructions.heading') }).waitFor();
  }

  const member = buyer();
  let invoiceNumber = '';

  it('a company orders by bank transfer: the instructions name the IBAN, BIC, reference and due date, and the invoice downloads', async () => {
    const context = await newContext();
    await closing(context, async () => {
      const page = await context.newPage();
      const errors = recordErrors(page);
      await orderByTransfer(page, 'en', member, 'checkout-choice-en.png');
      const main = page.locator('main');
      await expect.poll(() => main.getByText('NL13 TEST 0123 4567 89').first().isVisible()).toBe(true);
      await expect.poll(() => main.getByText('TESTNL20').first().isVisible()).toBe(true);
      const reference =
        (await main
          .getByText(/^RF\d{2}( [0-9A-Z]{1,4})+$/)
          .first()
          .textContent()) ?? '';
      expect(reference).toMatch(/^RF\d{2} /);
      invoiceNumber =
        (await main
          .getByText(/^\d{4}-\d{6}$/)
          .first()
          .textContent()) ?? '';
      expect(invoiceNumber).toMatch(/^\d{4}-\d{6}$/);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'bank-transfer/instructions-en-1440.png');

      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: transferText('en', 'instructions.downloadPdf') }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(`invoice-${invoiceNumber}.pdf`);

      // The member area shows the same instructions; there is no membership yet.
      await page.goto('/account');
      await waitForHydration(page);
      await page.getByRole('heading', { level: 2, name: transferText('en', 'account.heading') }).waitFor();
      await expect
        .poll(() =>
          page
            .getByText(catalogText('en', 'account', 'invoices.status', { status: 'due' }))
            .filter({ visible: true })
            .first()
            .isVisible(),
        )
        .toBe(true);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  }, 90_000);

  it('the instructions page reads right to left in Arabic, with the IBAN and reference kept left to right; and at 360 px in dark mode', async () => {
    const arabicBuyer = buyer();
    const context = await newContext({ dark: true, width: viewports.mobile.width });
    await closing(context, async () => {
      const page = await context.newPage();
      const errors = recordErrors(page);
      await orderByTransfer(page, 'ar', arabicBuyer);
      const iban = page.locator('main [dir="ltr"]', { hasText: 'NL13 TEST 0123 4567 89' });
      await iban.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'bank-transfer/instructions-ar-dark-360.png');
      await page.setViewportSize({ width: viewports.desktop.width, height: viewports.desktop.height });
      await saveScreenshot(page, 'bank-transfer/instructions-ar-dark-1440.png');
      expect(errors).toEqual([]);
    });
  }, 90_000);

  it('finance signs in, records the transfer on the bank transfers page, and the member sees the membership active and the invoice paid', async () => {
    const staff = await newContext({ timezoneId: financeTimeZone });
    await closing(staff, async () => {
      const page = await staff.newPage();
      const errors = recordErrors(page);
      await page.goto('/admin/sign-in');
      await waitForHydration(page);
      await page.getByRole('main').getByLabel('Email address').fill(finance.email);
      await page.getByRole('main').getByLabel('Password').fill(finance.password);
      await page
        .getByRole('main')
        .getByLabel('Authentication code')
        .fill(await totpCode(finance.totpSecret));
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(`${server.baseUrl}/admin`);

      await page.getByRole('link', { name: 'Bank transfers', exact: true }).first().click();
      await page.waitForURL(`${server.baseUrl}/admin/bank-transfers`);
      await waitForHydration(page);
      await page.getByLabel(adminText('filters.search')).fill(invoiceNumber);
      await page.keyboard.press('Enter');
      await expect.poll(() => page.getByText(adminText('count', { count: 1 })).isVisible()).toBe(true);
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'bank-transfer/admin-bank-transfers-1440.png');

      await page.getByRole('button', { name: `${adminText('markReceived')}: ${invoiceNumber}` }).click();
      const dialog = page.getByRole('dialog', { name: adminText('dialog.receivedTitle', { number: invoiceNumber }) });
      await dialog.waitFor();
      // A wrong amount is refused with the server's message, and the dialog keeps what was typed.
      await dialog.getByLabel(adminText('dialog.amount')).fill('1.00');
      await dialog.getByLabel(adminText('dialog.bankReference')).fill('INGB 2026-11-26 7731');
      await dialog.getByRole('button', { name: adminText('dialog.confirm') }).click();
      await dialog.getByRole('alert').getByText(adminText('errors.wrongAmount')).waitFor();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, 'bank-transfer/admin-mark-paid-dialog.png', { fullPage: false });
      await dialog.getByLabel(adminText('dialog.amount')).clear();
      await dialog.getByLabel(adminText('dialog.amount')).fill('750.00');
      await dialog.getByRole('button', { name: adminText('dialog.confirm') }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => page.getByText(adminText('empty')).isVisible()).toBe(true);
      // The browser logs the refused wrong amount (422) as a failed request; nothing else went wrong.
      expect(errors).toEqual(['Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)']);
    });

    const buyerContext = await newContext();
    await closing(buyerContext, async () => {
      const page = await buyerContext.newPage();
      await page.goto('/login');
      await waitForHydration(page);
      await page.locator('main').getByLabel('Username or email').fill(member.username);
      await page.locator('main').getByLabel('Password').fill(member.password);
      await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/account/);
      await waitForHydration(page);
      await expect
        .poll(() =>
          page
            .getByText(catalogText('en', 'account', 'invoices.status', { status: 'paid' }))
            .filter({ visible: true })
            .first()
            .isVisible(),
        )
        .toBe(true);
      expect(await page.getByRole('heading', { level: 2, name: transferText('en', 'account.heading') }).count()).toBe(0);
      await expect
        .poll(() =>
          page
            .getByText(catalogText('en', 'account', 'membership.status.active'))
            .first()
            .isVisible(),
        )
        .toBe(true);
    });
  }, 120_000);

  it('offers the transfer in Dutch too, and not to a buyer buying for themselves', async () => {
    const context = await newContext();
    await closing(context, async () => {
      const page = await context.newPage();
      await page.goto(localizePath('/membership/checkout/professional', 'nl'));
      await waitForHydration(page);
      expect(await page.getByRole('radio', { name: startsWith(transferText('nl', 'checkout.byTransfer')) }).count()).toBe(0);
      await page.getByRole('radio', { name: startsWith(checkoutMessages.nl.checkout.buyingFor.company) }).check();
      await page.getByRole('radio', { name: startsWith(transferText('nl', 'checkout.byTransfer')) }).check();
      await page.getByRole('button', { name: transferText('nl', 'checkout.submit') }).waitFor();
      await expectNoAxeViolations(page);
    });
  }, 60_000);
});
