import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { isShellPath, prerenderPath } from '../../src/shared/routes';
import { pageCopy } from '../helpers/messages';
import { baseUrl, useBrowser, waitForHydration, withPage } from './support';
import { routeCases } from './site-map';

const cases = routeCases();

async function fetchPage(url: string) {
  const response = await fetch(`${baseUrl}${url}`, { redirect: 'manual' });
  return { response, document: parse(await response.text()) };
}

describe('every route of the route table', () => {
  it.each(cases)('$url answers 200 with its own title and its heading in the prerendered HTML', async (route) => {
    const { response, document } = await fetchPage(route.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(document.querySelector('html')?.getAttribute('lang')).toBe(route.locale);
    expect(document.querySelector('title')?.text).toContain(route.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(route.description);
    expect(document.querySelector('meta[property="og:title"]')).not.toBeNull();
    // A dynamic route's shell serves every tier or member: no URL of its own to name, and never the placeholder's.
    const shell = isShellPath(prerenderPath(route.key));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toEqual(
      shell ? undefined : expect.stringMatching(/^https?:\/\//),
    );
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(shell ? 0 : 4);
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toEqual(
      shell ? undefined : expect.stringMatching(/^https?:\/\//),
    );
    expect(document.querySelector('main h1')?.text).toBe(route.heading);
  });

  it('gives each page of a language a title of its own', async () => {
    const titles = await Promise.all(cases.map(async (route) => (await fetchPage(route.url)).document.querySelector('title')?.text));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('unknown paths', () => {
  it.each(['/no-such-page', '/services/unknown', '/nl/nope', '/ar/about/nothing-here', '/news/no-such-article'])(
    '%s shows the 404 page with status 404',
    async (url) => {
      const { response, document } = await fetchPage(url);
      expect(response.status).toBe(404);
      const locale = url.startsWith('/nl/') ? 'nl' : url.startsWith('/ar/') ? 'ar' : 'en';
      expect(document.querySelector('h1')?.text).toBe(pageCopy.notFound.heading[locale]);
      expect(document.querySelector('main')?.text).toContain(pageCopy.notFound.intro[locale]);
    },
  );

  it('in English reads exactly as the specification says', async () => {
    const { document } = await fetchPage('/definitely-missing');
    expect(document.querySelector('h1')?.text).toBe('404 Page Not Found');
    expect(document.querySelector('main')?.text).toContain('Did you forget to add the page to the router?');
  });
});

describe('in the browser', () => {
  const browser = useBrowser();

  it('shows the content with JavaScript disabled', async () => {
    await withPage(browser(), '/about', { javaScriptEnabled: false }, async ({ page }) => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.about.heading.en);
      await expect.poll(() => page.getByRole('navigation', { name: 'Main navigation' }).first().isVisible()).toBe(true);
    });
  });

  it.each(['/', '/about/history', '/ar/services', '/nl/privacy', '/missing-page'])(
    'hydrates %s without a mismatch or any other error',
    async (url) => {
      await withPage(browser(), url, async ({ page, errors }) => {
        await waitForHydration(page);
        // The 404 page's own status is the one failed resource allowed.
        const documentStatus = /status of 404/;
        expect(errors.filter((error) => !(url === '/missing-page' && documentStatus.test(error)))).toEqual([]);
      });
    },
  );

  it('navigates client-side and keeps the title in step with the route', async () => {
    await withPage(browser(), '/', async ({ page, errors }) => {
      await waitForHydration(page);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Events' }).click();
      await page.waitForURL('**/events');
      await page.getByRole('heading', { level: 1, name: pageCopy.events.heading.en }).waitFor();
      await expect.poll(() => page.title()).toContain(pageCopy.events.title.en);
      expect(errors).toEqual([]);
    });
  });
});
