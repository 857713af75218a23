import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/shared/locales';
import { catalogText, siteMessages } from '../helpers/messages';
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

/** The reader's calendar in June 2031; timers and performance timings stay real. */
const readersDateIn2031 = `{
  const fixed = Date.parse('2031-06-02T10:00:00Z');
  const RealDate = Date;
  globalThis.Date = class extends RealDate {
    constructor(...args) { super(...(args.length ? args : [fixed])); }
    static now() { return fixed; }
  };
}`;

/**
 * Counts, for every batch of DOM changes the page makes after parsing (one
 * per task or microtask checkpoint), the cards of the programme in which an
 * element with the given text appeared.
 */
function recordCardsGainingText(text: string): string {
  return `{
    const batches = (window.cardsGainingTextPerBatch = []);
    const observer = new MutationObserver((records) => {
      const cards = new Set();
      for (const record of records)
        for (const node of record.addedNodes) {
          const element = node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement;
          const card = element?.closest('#programme article');
          if (card && (node.textContent ?? '').includes(${JSON.stringify(text)})) cards.add(card.id);
        }
      if (cards.size > 0) batches.push(cards.size);
    });
    document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { subtree: true, childList: true }));
  }`;
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

  it("hydrates a long list card by card after its island, each card catching up with the reader's date and working", async () => {
    await withNewPage(browser(), async ({ page, errors }) => {
      // Years after the programme was reviewed: the HTML says upcoming, the reader's calendar says every event is over.
      // Only Date is fixed (Playwright's clock would also replace the paint timings the page waits for).
      await page.addInitScript(readersDateIn2031);
      const ended = catalogText('en', 'events', 'card.ended');
      await page.addInitScript(recordCardsGainingText(ended));
      await page.goto('/events?status=all');
      await waitForHydration(page);
      const cards = page.locator('#programme').getByRole('article');
      const count = await cards.count();
      expect(count).toBeGreaterThan(6);
      // Card by card: no batch of changes turned more than one card to "ended", and several cards did turn.
      const batches = await page.evaluate(() => (window as unknown as { cardsGainingTextPerBatch: number[] }).cardsGainingTextPerBatch);
      expect(batches.length).toBeGreaterThan(2);
      expect(Math.max(...batches)).toBe(1);
      // Annual events recur, so only they are still to come; the HTML, reviewed in 2026, had more of them upcoming.
      const yearly = cards.filter({ hasText: catalogText('en', 'events', 'card.annual') });
      const over = cards.filter({ hasNotText: catalogText('en', 'events', 'card.annual') });
      expect(await over.filter({ hasText: ended }).count()).toBe(await over.count());
      expect(await over.getByRole('link', { name: catalogText('en', 'events', 'card.register') }).count()).toBe(0);
      expect(await yearly.filter({ hasText: ended }).count()).toBe(0);
      const prerendered = await (await page.request.get('/events?status=all')).text();
      expect(prerendered.split(`>${ended}<`).length - 1).toBeLessThan(await over.count());
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        cards
          .last()
          .getByRole('button', { name: new RegExp(catalogText('en', 'events', 'card.addToCalendar')) })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.ics$/);

      // The default filter (upcoming only): the cards of the events now over leave, hydrated or not.
      const stillToCome = await yearly.count();
      await page.goto('/events');
      await waitForHydration(page);
      await expect.poll(() => cards.count()).toBe(stillToCome);
      expect(await yearly.count()).toBe(stillToCome);
      expect(errors).toEqual([]);
    });
  });
});
