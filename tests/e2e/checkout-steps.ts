import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { localizePath, type Locale } from '../../src/shared/locales';
import { catalogText, checkoutMessages, paymentFormMessages } from '../helpers/messages';
import { outboxOf } from './server-process';

/** What a buyer does on the checkout page, shared by the specs that buy a membership. */
let sequence = 0;

export function buyer() {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${sequence}`;
  return {
    firstName: 'Daan',
    lastName: 'de Vries',
    username: `daan_${tag}`,
    email: `daan.${tag}@example.nl`,
    password: 'tulips-and-dates',
  };
}

/** The form as a buyer reads it, in the page's language. */
export async function fillRegistration(page: Page, person: ReturnType<typeof buyer>, locale: Locale = 'en') {
  const labels = checkoutMessages[locale].checkout.fields;
  const main = page.locator('main');
  await main.getByLabel(labels.firstName, { exact: true }).fill(person.firstName);
  await main.getByLabel(labels.lastName, { exact: true }).fill(person.lastName);
  await main.getByLabel(labels.username, { exact: true }).fill(person.username);
  await main.getByLabel(labels.email, { exact: true }).fill(person.email);
  await main.getByLabel(labels.password, { exact: true }).fill(person.password);
  await main.getByLabel(labels.confirmPassword, { exact: true }).fill(person.password);
  await main.getByLabel(labels.country, { exact: true }).selectOption('netherlands');
}

export async function fillCard(page: Page, number: string, locale: Locale = 'en') {
  const labels = paymentFormMessages[locale].testCard;
  await page.getByLabel(labels.cardNumber).fill(number);
  await page.getByLabel(labels.expiry).fill('12 / 34');
  await page.getByLabel(labels.cvc).fill('123');
}

/** A quoted-printable .eml body as its reader sees it (UTF-8 bytes written as =XX). */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The messages the shared server wrote to its outbox folder, as an operator would find them. */
export function outboxFor(email: string): Promise<string[]> {
  return outboxOf(inject('dataDir'), email);
}

/**
 * Paying signed this browser in: the header names the member instead of
 * offering Sign in, and the member area opens on the new membership's
 * receipts without asking for the password.
 */
export async function expectSignedInAfterPaying(page: Page, person: { firstName: string }, locale: Locale = 'en'): Promise<void> {
  await expect.poll(() => page.locator('header [data-member-first-name]').first().textContent()).toBe(person.firstName);
  await expect.poll(() => page.locator('header [data-session="visitor"]').isHidden()).toBe(true);
  await page.goto(localizePath('/account', locale));
  await page.getByRole('heading', { level: 2, name: catalogText(locale, 'account', 'invoices.heading'), exact: true }).waitFor();
}
