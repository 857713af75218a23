import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { belgianCompany } from '../helpers/company-billing';
import { catalogText } from '../helpers/messages';
import { pdfText } from '../helpers/pdf-text';
import { ublSchemas, validateXml } from '../helpers/xml-schema';
import { companyPurchase, signIn } from './member-purchase';
import { expectNoAxeViolations, useBrowser, viewports, withNewPage } from './support';

const browser = useBrowser();

/** The chamber's VAT number on the shared test server (global-setup). */
const SELLER_VAT_NUMBER = 'NL004495445B01';

/** The Belgian company the member switches their next invoices to (a VAT number with valid check digits). */
const brusselsCompany = {
  legalName: 'Brussels Trading NV',
  registrationNumber: '0403.170.701',
  vatNumber: 'BE0403170701',
  street: 'Rue de la Loi 16',
  postcode: '1000',
  city: 'Brussel',
};

/** The billing section's form, opened from its button, with its fields found by their labels in the page's language. */
async function openBillingForm(page: Page, locale: 'en' | 'ar') {
  const text = (key: string, values?: Record<string, string>) => catalogText(locale, 'account-billing', key, values);
  const section = page.getByRole('region', { name: text('heading') });
  await section.getByRole('button', { name: text('change') }).click();
  const field = (key: string) => section.getByLabel(text(key), { exact: true });
  return { section, text, field };
}

async function downloadThrough(page: Page, linkName: RegExp): Promise<{ download: Download; content: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: linkName }).click()]);
  // The browser runs behind a websocket: the file is copied here rather than read where the browser left it.
  const file = path.join(await mkdtemp(path.join(tmpdir(), 'qncc-invoice-')), download.suggestedFilename());
  await download.saveAs(file);
  return { download, content: await readFile(file) };
}

describe('invoices in the member area', () => {
  it('lists the invoice of a company purchase, with its PDF and UBL file to download, in English and Arabic', async () => {
    const buyer = await companyPurchase();
    await withNewPage(browser(), async ({ page, errors }) => {
      await signIn(page, buyer.username, buyer.password);
      const table = page.getByRole('table');
      await page.getByRole('heading', { level: 2, name: catalogText('en', 'account', 'invoices.heading'), exact: true }).waitFor();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
      const number = (await table.locator('tbody th bdi').first().textContent()) ?? '';
      expect(number).toMatch(/^\d{4}-\d{6}$/);
      await expect.poll(() => table.locator('tbody tr').first().textContent()).toContain('€350.00');
      await expectNoAxeViolations(page);

      const pdf = await downloadThrough(page, / as PDF$/);
      expect(pdf.download.suggestedFilename()).toBe(`invoice-${number}.pdf`);
      const text = await pdfText(pdf.content);
      expect(text).toContain(number);
      expect(text).toContain(SELLER_VAT_NUMBER);
      expect(text).toContain('BE0411905847');
      expect(text).toContain('€350.00');

      const xml = await downloadThrough(page, / as a UBL file/);
      expect(xml.download.suggestedFilename()).toBe(`invoice-${number}.xml`);
      expect(validateXml(xml.content.toString('utf8'), ublSchemas.invoice).errors).toBe('');

      await page.setViewportSize(viewports.mobile);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
      await page.setViewportSize(viewports.desktop);

      await page.goto('/ar/account');
      await page.getByRole('heading', { level: 2, name: catalogText('ar', 'account', 'invoices.heading'), exact: true }).waitFor();
      await expect.poll(() => table.locator('tbody tr').count()).toBe(1);
      // Right to left: the number column is the rightmost, the downloads the leftmost.
      const headers = table.locator('thead th');
      const first = await headers.first().boundingBox();
      const last = await headers.last().boundingBox();
      expect(first && last && first.x > last.x).toBe(true);
      expect(await table.locator('tbody th bdi').first().textContent()).toBe(number);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });

  it('changes the billing details of future invoices to a Belgian company, and refuses a wrong VAT number at its field, in English and Arabic', async () => {
    const buyer = await companyPurchase();
    await withNewPage(browser(), async ({ page, errors }) => {
      await signIn(page, buyer.username, buyer.password);
      const { section, text, field } = await openBillingForm(page, 'en');
      // The purchase's company is what the next invoice carries until the member changes it.
      await expect.poll(() => field('legalName').inputValue()).toBe(belgianCompany.legalName);
      await expect.poll(() => section.getByRole('radio', { name: text('company') }).isChecked()).toBe(true);

      // The registration number's label follows the billing country.
      await field('country').selectOption('NL');
      await expect.poll(() => field('kvkNumber').isVisible()).toBe(true);
      await field('country').selectOption('QA');
      await expect.poll(() => field('commercialRegistration').isVisible()).toBe(true);
      await field('country').selectOption('BE');

      await field('legalName').fill(brusselsCompany.legalName);
      await field('registrationNumber').fill(brusselsCompany.registrationNumber);
      await field('vatNumber').fill(brusselsCompany.vatNumber);
      await field('street').fill(brusselsCompany.street);
      await field('postcode').fill(brusselsCompany.postcode);
      await field('city').fill(brusselsCompany.city);
      await section.getByRole('button', { name: text('save') }).click();
      await page
        .getByRole('status')
        .filter({ hasText: text('saved') })
        .waitFor();

      await page.reload();
      const summary = section.getByRole('region', { name: text('nextInvoiceTo') });
      await expect.poll(() => summary.textContent()).toContain(brusselsCompany.legalName);
      await expect.poll(() => summary.textContent()).toContain(brusselsCompany.vatNumber);
      await expect.poll(() => summary.textContent()).toContain('Belgium');
      await expectNoAxeViolations(page);

      await openBillingForm(page, 'en');
      await field('legalName').fill('Wrong Number NV');
      await field('vatNumber').fill('BE0403170702');
      await section.getByRole('button', { name: text('save') }).click();
      const vatMessage = catalogText('en', 'validation', 'vatNumber');
      await expect.poll(() => section.locator('#billing-vat-number-error').textContent()).toBe(vatMessage);
      await expect.poll(() => field('vatNumber').getAttribute('aria-invalid')).toBe('true');
      await expect.poll(() => field('vatNumber').getAttribute('aria-describedby')).toBe('billing-vat-number-error');
      await expectNoAxeViolations(page);

      // Nothing was saved: the next invoice still goes to the company saved before.
      await page.reload();
      await expect.poll(() => summary.textContent()).toContain(brusselsCompany.legalName);
      expect(await summary.textContent()).not.toContain('Wrong Number NV');

      await page.goto('/ar/account');
      const arabic = await openBillingForm(page, 'ar');
      await expect.poll(() => arabic.field('legalName').inputValue()).toBe(brusselsCompany.legalName);
      await arabic.field('vatNumber').fill('BE0403170702');
      await arabic.section.getByRole('button', { name: arabic.text('save') }).click();
      await expect
        .poll(() => arabic.section.locator('#billing-vat-number-error').textContent())
        .toBe(catalogText('ar', 'validation', 'vatNumber'));
      await expectNoAxeViolations(page);
      await page.reload();
      const arabicSummary = page.getByRole('region', { name: arabic.text('nextInvoiceTo') });
      await expect.poll(() => arabicSummary.textContent()).toContain(brusselsCompany.vatNumber);
      await expect.poll(() => arabicSummary.textContent()).toContain('بلجيكا');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    });
  });
});
