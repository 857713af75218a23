import { parse } from 'node-html-parser';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser, waitForHydration, withPage } from './support';

const browser = useBrowser();

/** A head element as both sides can read it: tag name, attributes, text. */
type HeadElement = [name: string, attributes: Record<string, string>, text: string];

/** What search engines and link previews read from a head, in a form two heads can be compared by. */
function headSummary(elements: HeadElement[]) {
  const meta = (key: 'name' | 'property', value: string) =>
    elements.filter(([name, attributes]) => name === 'meta' && attributes[key] === value).map(([, attributes]) => attributes.content);
  const links = (rel: string) =>
    elements
      .filter(([name, attributes]) => name === 'link' && attributes.rel === rel)
      .map(([, attributes]) => [attributes.hreflang, attributes.href]);
  return {
    title: elements.filter(([name]) => name === 'title').map(([, , text]) => text),
    description: meta('name', 'description'),
    robots: meta('name', 'robots'),
    canonical: links('canonical'),
    alternates: links('alternate'),
    ogTitle: meta('property', 'og:title'),
    ogDescription: meta('property', 'og:description'),
    ogUrl: meta('property', 'og:url'),
    ogLocale: meta('property', 'og:locale'),
    ogSiteName: meta('property', 'og:site_name'),
  };
}

/** The head the server sends for a URL, as prerendered. */
async function prerenderedHead(url: string) {
  const document = parse(await (await fetch(`${baseUrl}${url}`)).text());
  return headSummary(
    document
      .querySelectorAll('head title, head meta, head link')
      .map((element): HeadElement => [element.tagName.toLowerCase(), element.attributes, element.text]),
  );
}

/** The head the browser shows now. */
async function headInBrowser(page: Page) {
  const elements = await page.evaluate(() =>
    Array.from(document.head.querySelectorAll('title, meta, link'), (element): [string, Record<string, string>, string] => [
      element.localName,
      Object.fromEntries(Array.from(element.attributes, (attribute) => [attribute.name, attribute.value])),
      element.textContent ?? '',
    ]),
  );
  return headSummary(elements);
}

describe('the head after client-side navigation', () => {
  it.each([
    ['English', ''],
    ['Arabic', '/ar'],
  ])('in %s says what the prerendered page says, on public pages and private ones', async (_language, prefix) => {
    await withPage(browser(), `${prefix}/membership`, async ({ page, errors }) => {
      await waitForHydration(page);
      await page.evaluate(() => {
        document.documentElement.dataset.loadedOnce = 'yes';
      });
      const steps = [
        { link: `header nav a[href="${prefix}/events"]`, url: `${prefix}/events` },
        { link: `header a[href="${prefix}/login"]`, url: `${prefix}/login` },
        { link: `header nav a[href="${prefix}/news"]`, url: `${prefix}/news` },
      ];
      for (const step of steps) {
        await page.locator(step.link).first().click();
        await page.waitForURL(`${baseUrl}${step.url}`);
        const expected = await prerenderedHead(step.url);
        await expect.poll(() => headInBrowser(page)).toEqual(expected);
      }
      // Every step was a navigation inside the app, not a new document.
      expect(await page.evaluate(() => document.documentElement.dataset.loadedOnce)).toBe('yes');
      expect(errors).toEqual([]);
    });
  });
});
