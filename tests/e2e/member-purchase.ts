import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { belgianCompany } from '../helpers/company-billing';
import { createPaymentBody, uniqueBuyer } from '../helpers/membership';
import { cookieClient } from './server-process';
import { baseUrl, waitForHydration } from './support';

/** Buys a Professional membership for the company through the API, as the checkout does. */
export async function companyPurchase() {
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

export async function signIn(page: Page, identifier: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.locator('main').getByLabel('Username or email').fill(identifier);
  await page.locator('main').getByLabel('Password').fill(password);
  await page.locator('main').getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/account');
}
