import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { formatAmount } from '../../src/shared/format/numbers';
import { localizePath, type Locale } from '../../src/shared/locales';
import type { CheckoutCharge, PriceMembershipRequest } from '../../src/shared/membership';
import { checkoutMessages, checkoutText, paymentFormMessages, validationText } from '../helpers/messages';
import { buyer, expectSignedInAfterPaying, fillCard, fillRegistration } from './checkout-steps';
import { scratchDataDir, startOwnServer, type OwnServer } from './server-process';
import { closing, expectNoAxeViolations, useBrowser, viewports, waitForHydration } from './support';

const browser = useBrowser();

interface Company {
  legalName: string;
  registrationNumber: string;
  vatNumber: string;
  street: string;
  postcode: string;
  city: string;
  country: string;
}

const dutchCompany: Company = {
  legalName: 'Van Dijk Logistiek B.V.',
  registrationNumber: '69854123',
  vatNumber: 'NL004495445B01',
  street: 'Keizersgracht 1',
  postcode: '1015 CC',
  city: 'Amsterdam',
  country: 'NL',
};

const belgianCompany: Company = {
  legalName: 'Anvers Trading NV',
  registrationNumber: '0411.905.847',
  vatNumber: 'BE0411905847',
  street: 'Meir 1',
  postcode: '2000',
  city: 'Antwerpen',
  country: 'BE',
};

/** Kleinere Bedrijven, listed at €750.00, a company tier: the checkout opens on "A company". */
const tierSlug = 'kleinere_bedrijven';

/**
 * A company buys its membership, on a server of its own that adds 21% VAT to
 * the listed prices (the shared one is exempt), so the order summary and the
 * Pay button have a VAT amount to show and a total above the listed price.
 */
describe('the checkout for companies', () => {
  let server: OwnServer;
  let removeDataDir: () => Promise<void>;

  beforeAll(async () => {
    const dataDir = await scratchDataDir();
    removeDataDir = dataDir.remove;
    server = await startOwnServer({
      DATA_DIR: dataDir.dir,
      VAT_MODE: 'added',
      VAT_RATE_PERCENT: '21',
      SELLER_VAT_NUMBER: 'NL004495445B01',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.process.stop();
    await removeDataDir?.();
  });

  /** What the server charges this company: the figures the page must show. */
  async function serverPrice(company: Company): Promise<CheckoutCharge> {
    const body: PriceMembershipRequest = {
      tierSlug,
      buyer: { buyingFor: 'company', country: company.country, vatNumber: company.vatNumber },
    };
    const response = await fetch(`${server.baseUrl}/api/price-membership`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as CheckoutCharge;
  }

  /** The checkout in `locale` on this spec's server, ready for the card, with every page error and payment request recorded. */
  async function withCheckout(
    locale: Locale,
    options: BrowserContextOptions,
    body: (page: Page, recorded: { errors: string[]; paymentRequests: string[] }) => Promise<void>,
  ) {
    const context = await (browser() as Browser).newContext({ baseURL: server.baseUrl, viewport: viewports.desktop, ...options });
    await closing(context, async () => {
      const page = await context.newPage();
      const recorded = { errors: [] as string[], paymentRequests: [] as string[] };
      page.on('pageerror', (error) => recorded.errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') recorded.errors.push(message.text());
      });
      page.on('request', (request) => {
        if (request.url().includes('/api/create-membership-payment')) recorded.paymentRequests.push(request.url());
      });
      await page.goto(localizePath(`/membership/checkout/${tierSlug}`, locale));
      await waitForHydration(page);
      await page.getByLabel(paymentFormMessages[locale].testCard.cardNumber).waitFor();
      await body(page, recorded);
    });
  }

  async function fillCompany(page: Page, company: Company, locale: Locale) {
    const labels = checkoutMessages[locale].checkout.company;
    const main = page.locator('main');
    await main.getByLabel(labels.legalName, { exact: true }).fill(company.legalName);
    await main.getByLabel(labels.street, { exact: true }).fill(company.street);
    await main.getByLabel(labels.postcode, { exact: true }).fill(company.postcode);
    await main.getByLabel(labels.city, { exact: true }).fill(company.city);
    await main.getByLabel(labels.country, { exact: true }).selectOption(company.country);
    // The registration number is named after the billing country chosen above.
    const registrationLabel = company.country === 'NL' ? labels.kvkNumber : labels.registrationNumber;
    await main.getByLabel(registrationLabel, { exact: true }).fill(company.registrationNumber);
    await main.getByLabel(labels.vatNumber, { exact: true }).fill(company.vatNumber);
    await main.getByLabel(labels.billingEmail, { exact: true }).fill('crediteuren@example.com');
  }

  const figure = (page: Page, name: 'net' | 'vat' | 'total') => page.locator(`[data-order-summary] [data-figure="${name}"]`).textContent();
  const payButton = (page: Page) => page.locator('main form button[type="submit"]');

  /** The summary and the Pay button show the server's figures, and the VAT line its rate or why there is none. */
  async function expectServerFigures(page: Page, charge: CheckoutCharge, locale: Locale) {
    const euro = (cents: number) => formatAmount(cents / 100, 'EUR', locale);
    await expect.poll(() => figure(page, 'total')).toBe(euro(charge.grossCents));
    await expect.poll(() => figure(page, 'net')).toBe(euro(charge.netCents));
    await expect.poll(() => figure(page, 'vat')).toBe(euro(charge.vatCents));
    await expect.poll(() => page.locator('[data-order-summary] dl').getAttribute('aria-busy')).toBeNull();
    await expect
      .poll(() => payButton(page).textContent())
      .toBe(checkoutText(locale, 'checkout.submit', { amount: euro(charge.grossCents) }));
    const vatLine = page.locator('[data-order-summary] dl > div', { has: page.locator('[data-figure="vat"]') });
    const expected =
      charge.vatCategory === 'S'
        ? checkoutText(locale, 'checkout.vatAtRate', { rate: `${charge.vatRatePercent}%` })
        : checkoutText(locale, 'checkout.noVat.reverseCharge');
    await expect.poll(() => vatLine.textContent()).toContain(expected);
  }

  const purchases: Array<{ locale: Locale; company: Company; expected: Pick<CheckoutCharge, 'vatCategory' | 'grossCents'> }> = [
    { locale: 'en', company: dutchCompany, expected: { vatCategory: 'S', grossCents: 90_750 } },
    { locale: 'nl', company: dutchCompany, expected: { vatCategory: 'S', grossCents: 90_750 } },
    { locale: 'ar', company: belgianCompany, expected: { vatCategory: 'AE', grossCents: 75_000 } },
  ];

  it.each(purchases)(
    'buys for a company in $locale ($company.country), priced by the server, and signs the member in',
    async ({ locale, company, expected }) => {
      const charge = await serverPrice(company);
      expect(charge).toMatchObject(expected);
      const person = buyer();
      await withCheckout(locale, {}, async (page, { errors }) => {
        await fillRegistration(page, person, locale);
        await fillCompany(page, company, locale);
        await expectServerFigures(page, charge, locale);
        await expectNoAxeViolations(page);
        await fillCard(page, sandboxTestCards.succeeds, locale);
        await payButton(page).click();
        await page.waitForURL(`**${localizePath('/membership/success', locale)}?**`);
        await expectSignedInAfterPaying(page, person, locale);
        expect(errors).toEqual([]);
      });
    },
  );

  it('prices again when the company changes: reverse charge for a Belgian VAT number, 21% while it is wrong', async () => {
    await withCheckout('en', {}, async (page) => {
      await fillCompany(page, belgianCompany, 'en');
      await expectServerFigures(page, await serverPrice(belgianCompany), 'en');
      const vatNumber = page.locator('main').getByLabel(checkoutMessages.en.checkout.company.vatNumber, { exact: true });
      await vatNumber.fill('BE0411905848');
      await expect.poll(() => figure(page, 'total')).toBe(formatAmount(907.5, 'EUR', 'en'));
      await expect.poll(() => payButton(page).textContent()).toBe('Pay €907.50 and join');
    });
  });

  it('charges nothing when the total changed while it was being priced, and says the new total', async () => {
    const person = buyer();
    await withCheckout('en', {}, async (page) => {
      await fillRegistration(page, person, 'en');
      await fillCompany(page, { ...belgianCompany, vatNumber: 'BE0411905848' }, 'en');
      await fillCard(page, sandboxTestCards.succeeds, 'en');
      await expect.poll(() => payButton(page).textContent()).toBe('Pay €907.50 and join');
      // The next price is held back: the Pay button still names the old total when it is clicked.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/price-membership', async (route) => {
        await held;
        await route.continue();
      });
      await page.locator('main').getByLabel(checkoutMessages.en.checkout.company.vatNumber, { exact: true }).fill(belgianCompany.vatNumber);
      await payButton(page).click();
      const toast = page.getByRole('status').filter({ hasText: checkoutText('en', 'checkout.totalChangedTitle') });
      await toast.waitFor();
      await expect.poll(() => toast.textContent()).toContain(checkoutText('en', 'checkout.totalChangedText', { amount: '€750.00' }));
      expect(page.url()).toContain('/membership/checkout/');
      release();
      await expect.poll(() => payButton(page).textContent()).toBe('Pay €750.00 and join');
      await payButton(page).click();
      await page.waitForURL('**/membership/success?**');
      await expectSignedInAfterPaying(page, person);
    });
  });

  it('shows the VAT number field its message when the number is wrong, and sends nothing', async () => {
    await withCheckout('en', {}, async (page, { paymentRequests }) => {
      await fillRegistration(page, buyer(), 'en');
      await fillCompany(page, { ...dutchCompany, vatNumber: 'NL123456789B01' }, 'en');
      await fillCard(page, sandboxTestCards.succeeds, 'en');
      await payButton(page).click();
      const field = page.locator('main').getByLabel(checkoutMessages.en.checkout.company.vatNumber, { exact: true });
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      await expect.poll(() => page.locator(`[id="${describedBy}"]`).textContent()).toBe(validationText('en', 'vatNumber'));
      expect(paymentRequests).toEqual([]);
    });
  });

  it.each(['en', 'ar'] as const)(
    'asks a private buyer from "Other" where they live in %s, prices by it and invoices them there',
    async (locale) => {
      const person = buyer();
      await withCheckout(locale, {}, async (page, { errors, paymentRequests }) => {
        const main = page.locator('main');
        await main.getByLabel(checkoutMessages[locale].checkout.buyingFor.myself).check();
        await fillRegistration(page, person, locale);
        const residence = main.getByLabel(checkoutMessages[locale].checkout.residence.label, { exact: true });
        expect(await residence.count()).toBe(0);
        await main.getByLabel(checkoutMessages[locale].checkout.fields.country, { exact: true }).selectOption('other');
        await fillCard(page, sandboxTestCards.succeeds, locale);
        await payButton(page).click();
        await expect.poll(() => residence.getAttribute('aria-invalid')).toBe('true');
        const describedBy = (await residence.getAttribute('aria-describedby')) ?? '';
        await expect.poll(() => page.locator(`[id="${describedBy}"]`).textContent()).toBe(validationText(locale, 'residenceCountry'));
        expect(paymentRequests).toEqual([]);
        await expectNoAxeViolations(page);

        // Outside the EU: no VAT on top, and the summary says why.
        await residence.selectOption('US');
        await expect.poll(() => figure(page, 'vat')).toBe(formatAmount(0, 'EUR', locale));
        await expect.poll(() => figure(page, 'total')).toBe(formatAmount(750, 'EUR', locale));
        await payButton(page).click();
        await page.waitForURL(`**${localizePath('/membership/success', locale)}?**`);
        await expectSignedInAfterPaying(page, person, locale);
        expect(errors).toEqual([]);
      });
    },
  );

  it.each(['en', 'ar'] as const)('puts the summary above the Pay button on a 360 px phone in %s, and clean for axe', async (locale) => {
    await withCheckout(locale, { viewport: viewports.mobile }, async (page) => {
      await expect.poll(() => figure(page, 'total')).toBe(formatAmount(907.5, 'EUR', locale));
      const summary = await page.locator('[data-order-summary]').boundingBox();
      const pay = await payButton(page).boundingBox();
      if (!summary || !pay) throw new Error('summary or Pay button not laid out');
      expect(summary.y + summary.height).toBeLessThanOrEqual(pay.y);
      // Reading order too: the summary comes before the Pay button in the document.
      const summaryFirst = await page.evaluate(() => {
        const box = document.querySelector('[data-order-summary]');
        const button = document.querySelector('main form button[type="submit"]');
        return Boolean(box && button && box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING);
      });
      expect(summaryFirst).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});
