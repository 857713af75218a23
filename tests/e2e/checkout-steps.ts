import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';

/** What a buyer does on the checkout page, shared by the specs that buy a membership. */
let sequence = 0;

export function buyer() {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${sequence}`;
  return { firstName: 'Daan', lastName: 'de Vries', username: `daan_${tag}`, email: `daan.${tag}@example.nl`, password: 'tulips-and-dates' };
}

export async function fillRegistration(page: Page, person: ReturnType<typeof buyer>) {
  const main = page.locator('main');
  await main.getByLabel('First name').fill(person.firstName);
  await main.getByLabel('Last name').fill(person.lastName);
  await main.getByLabel('Username').fill(person.username);
  await main.getByLabel('Email address').fill(person.email);
  await main.getByLabel('Password', { exact: true }).fill(person.password);
  await main.getByLabel('Confirm password').fill(person.password);
  await main.getByLabel('Country').selectOption('netherlands');
}

export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
}

/** The receipts the server wrote to its outbox folder, as an operator would find them. */
export async function outboxFor(email: string): Promise<string[]> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = await readdir(dir).catch(() => []);
  const messages = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return messages.filter((message) => message.includes(`To: ${email}`));
}

