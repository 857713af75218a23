import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { parse } from 'node-html-parser';
import { pageCopy } from '../helpers/messages';
import { baseUrl, useBrowser, viewports, waitForHydration, withNewPage, withPage } from './support';

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
    await withPage(browser(), '/about', async ({ page, errors }) => {
      await waitForHydration(page);
      const footer = page.locator('footer');
      const field = footer.getByPlaceholder('Enter email');
      await field.fill('not-an-address');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await footer.getByText('Please enter a valid email address').waitFor();
      await expect.poll(() => field.inputValue()).toBe('not-an-address');

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
    });
  });
});

describe('newsletter link pages', () => {
  it.each([
    {
      urlPath: '/newsletter/confirm',
      prerendered: pageCopy.newsletterConfirm.intro.en,
      result: 'This link is incomplete. Open the link from your email again.',
      home: 'Back to Home',
    },
    {
      urlPath: '/nl/newsletter/unsubscribe?token=abc',
      prerendered: pageCopy.newsletterUnsubscribe.intro.nl,
      result: 'Deze link is ongeldig of verlopen. Meld u opnieuw aan om een nieuwe te ontvangen.',
      home: 'Terug naar home',
    },
  ])('$urlPath answers in its introduction, so the answer moves nothing painted first', async ({ urlPath, prerendered, result, home }) => {
    const html = await (await fetch(`${baseUrl}${urlPath}`)).text();
    expect(parse(html).querySelector('main h1 + p')?.textContent).toBe(prerendered);
    await withNewPage(browser(), { viewport: viewports.mobile }, async ({ page, errors }) => {
      await page.goto(urlPath);
      await page.getByRole('status').filter({ hasText: result }).waitFor();
      await expect.poll(() => page.locator('main h1 + p').textContent()).toBe(result);
      await expect.poll(() => page.locator('main').getByRole('link', { name: home }).count()).toBe(1);
      // The largest element drawn is one of the first paint's: the answer draws no new one.
      const largest = await page.evaluate(
        () =>
          new Promise<Array<{ tag: string | undefined; startTime: number }>>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(
                list.getEntries().map((entry) => ({ tag: (entry as LargestContentfulPaint).element?.tagName, startTime: entry.startTime })),
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      const firstPaint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
      expect(largest.length).toBeGreaterThan(0);
      expect(largest.every((entry) => entry.startTime <= firstPaint)).toBe(true);
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    });
  });
});
