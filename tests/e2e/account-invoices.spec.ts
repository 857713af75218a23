import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import type { CompanyBillingDetails } from '../../src/shared/invoices/billing-details';
import { createPaymentBody, uniqueBuyer } from '../helpers/membership';
import { catalogText } from '../helpers/messages';
import { pdfText } from '../helpers/pdf-text';
import { ublSchemas, validateXml } from '../helpers/xml-schema';
import { cookieClient } from './server-process';
import { baseUrl, expectNoAxeViolations, useBrowser, viewports, waitForHydration, withNewPage } from './support';

const browser = useBrowser();

/** The chamber's VAT number on the shared test server (global-setup). */
const SELLER_VAT_NUMBER = 'NL004495445B01';

const belgianCompany: CompanyBillingDetails = {
  buyingFor: 'company',
  legalName: 'Anvers Trading NV',
  registrationNumber: '0411.905.847',
  vatNumber: 'BE0411905847',
  address: { street: 'Meir 1', postcode: '2000', city: 'Antwerpen', country: 'BE' },
  billingEmail: 'boekhouding@anvers.example',
};

/** Buys a Professional membership for the company through the API, as the checkout does. */
async function companyPurchase() {
  const buyer = uniqueBuyer();
  const api = cookieClient();
  const created = await api(`${baseUrl}/api/create-membership-payment`, {
    method: 'POST',
    body: createPaymentBody(buyer, 'professional', belgianCompany),
  });
  expect(created.status).toBe(200);
  const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
  const paid = await api(`${baseUrl}/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
    method: 'POST',
    body: {
      clientSecret: intent.clientSecret,
      card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
      returnUrl: '/membership/success',
    },
  });
  expect(paid.status).toBe(200);
  const confirmed = await api(`${baseUrl}/api/confirm-membership-payment`, {
    method: 'POST',
    body: { paymentIntentId: intent.paymentIntentId, userInfo: null },
  });
  expect(confirmed.status).toBe(200);
  return buyer;
}

async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('main').getByLabel('Username or email').fill(identifier);
  await page.locator('main').getByLabel('Password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/account');
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
      await page.getByRole('heading', { level: 2, name: catalogText('en', 'account', 'invoices.heading') }).waitFor();
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
      await page.getByRole('heading', { level: 2, name: catalogText('ar', 'account', 'invoices.heading') }).waitFor();
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
});
