import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/shared/locales';
import { siteMessages } from '../helpers/messages';
import { baseUrl, expectNoAxeViolations, useBrowser, waitForHydration, withNewPage } from './support';

const browser = useBrowser();

/** Every script the page requests from now on, by path. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Opens a page and waits until it is interactive and quiet; returns the scripts it asked for, which keep being recorded. */
async function loadRecordingScripts(page: Page, urlPath: string): Promise<string[]> {
  const scripts = recordScripts(page);
  await page.goto(urlPath);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  return scripts;
}

const isFramework = (script: string) => /\/assets\/framework-[\w-]+\.js$/.test(script);

/**
 * The real island chunk, with its component replaced by one that throws while
 * rendering, as a bug would. The chunk's default export is the island's
 * definition object, so its Component is swapped before hydration reads it.
 */
function breakIsland(chunk: string): string {
  const local = /export\s*\{[^}]*?([\w$]+) as default/.exec(chunk)?.[1];
  if (!local) throw new Error('the island chunk has no default export');
  return `${chunk}\n${local}.Component = function BrokenIsland() { throw new Error('events island broke while rendering'); };\n`;
}

describe('pages and islands', () => {
  it('a content page loads its page script and no framework, and its header works', async () => {
    await withNewPage(browser(), async ({ page, errors }) => {
      const scripts = await loadRecordingScripts(page, '/');
      const pageScript = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"][src], link[rel="modulepreload"]')].map(
          (element) => new URL(element instanceof HTMLScriptElement ? element.src : element.href).pathname,
        ),
      );
      expect(scripts.toSorted()).toEqual(pageScript.toSorted());
      expect(scripts.filter(isFramework)).toEqual([]);
      const toggle = page.locator('header [data-theme-toggle]');
      const pressed = await toggle.getAttribute('aria-pressed');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).not.toBe(pressed);
      expect(errors).toEqual([]);
    });
  });

  it('an island page loads the framework and only its own island', async () => {
    await withNewPage(browser(), async ({ page, errors }) => {
      const scripts = await loadRecordingScripts(page, '/events');
      expect(scripts.filter(isFramework)).toHaveLength(1);
      expect(scripts.some((script) => /\/events-browser-[\w-]+\.js$/.test(script))).toBe(true);
      expect(scripts.some((script) => /\/(news-browser|checkout|staff-directory)-[\w-]+\.js$/.test(script))).toBe(false);
      expect(errors).toEqual([]);
    });
  });

  it('answers pages with speculation rules that prefetch same-site pages but never the API', async () => {
    const response = await fetch(`${baseUrl}/about`);
    expect(response.headers.get('speculation-rules')).toBe('"/speculation-rules.json"');
    const rules = await fetch(`${baseUrl}/speculation-rules.json`);
    expect(rules.headers.get('content-type')).toContain('application/speculationrules+json');
    const body = JSON.stringify(await rules.json());
    expect(body).toContain('"eagerness":"moderate"');
    expect(body).toContain('/api/*');
  });

  it('loads the newsletter box only when reached for, and a form sent before its code is sent once, enhanced', async () => {
    await withNewPage(browser(), async ({ page, errors }) => {
      const scripts = await loadRecordingScripts(page, '/about');
      expect(scripts.filter(isFramework)).toEqual([]);
      const subscriptions: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/newsletter-subscriptions')) subscriptions.push(request.method());
      });
      const footer = page.locator('footer');
      await footer.getByRole('textbox').fill(`islands-${Date.now()}@example.com`);
      await footer.getByRole('button', { name: siteMessages.en.footer.newsletter.submit }).click();
      await page.getByRole('status').filter({ hasText: siteMessages.en.footer.newsletter.successTitle }).waitFor();
      expect(scripts.filter(isFramework)).toHaveLength(1);
      expect(subscriptions).toEqual(['POST']);
      await expect.poll(() => page.url()).toBe(`${baseUrl}/about`);
      expect(errors).toEqual([]);
    });
  });

  it.each(locales)('an island that fails to render shows an error in %s, reports it once, and the page around it works', async (locale) => {
    const texts = siteMessages[locale];
    await withNewPage(browser(), async ({ page, errors }) => {
      await page.route('**/assets/events-browser-*.js', async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: breakIsland(await original.text()) });
      });
      const reports: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? '');
      });
      const report = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
      await page.goto(localizePath('/events', locale));

      await page.getByRole('alert').filter({ hasText: texts.page.error.title }).waitFor();
      expect((await report).status()).toBe(204);
      expect(JSON.parse((await report).request().postData() ?? '{}')).toMatchObject({
        message: 'events island broke while rendering',
        path: localizePath('/events', locale),
      });
      // The prerendered page around the island is intact.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectNoAxeViolations(page);
      expect(reports).toHaveLength(1);
      await page.locator('header nav').getByRole('link', { name: texts.nav.about }).click();
      await page.waitForURL(`**${localizePath('/about', locale)}`);
      await expect.poll(() => page.getByRole('alert').filter({ hasText: texts.page.error.title }).count()).toBe(0);
      expect(errors.filter((error) => !error.includes('events island broke'))).toEqual([]);
    });
  });
});
