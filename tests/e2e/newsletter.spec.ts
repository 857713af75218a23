import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser, waitForHydration } from './support';

const browser = useBrowser();

/** The confirmation link from the newest message to this address in the server's outbox. */
async function confirmationLink(email: string): Promise<string | undefined> {
  const dir = path.join(inject('dataDir'), 'outbox');
  const files = await readdir(dir).catch(() => []);
  for (const file of files) {
    const message = (await readFile(path.join(dir, file), 'utf8')).replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    if (!message.includes(`To: ${email}`)) continue;
    const link = /https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+/.exec(message)?.[0];
    if (link) return new URL(link).pathname + new URL(link).search;
  }
  return undefined;
}

describe('footer newsletter', () => {
  it('asks for a valid address, keeps what was typed, then subscribes with double opt-in', async () => {
    const email = `reader.${Date.now().toString(36)}@example.com`;
    const { page, errors, close } = await openPage(browser(), '/about');
    await waitForHydration(page);
    const footer = page.locator('footer');
    const field = footer.getByPlaceholder('Enter email');
    await field.fill('not-an-address');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await footer.getByText('Please enter a valid email address').waitFor();
    expect(await field.inputValue()).toBe('not-an-address');

    await field.fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByRole('status').filter({ hasText: 'Almost there' }).first().waitFor();

    await expect.poll(() => confirmationLink(email)).toBeDefined();
    const link = (await confirmationLink(email)) ?? '';
    await page.goto(link);
    await page.getByText('Your subscription is confirmed. Welcome aboard.').waitFor();
    await page.goto(link.replace(/token=.{4}/, 'token=XXXX'));
    await page.getByText('This link is invalid or has expired.', { exact: false }).waitFor();
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
    await close();
  });
});
