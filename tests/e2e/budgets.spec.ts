import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/dist-dir';
import { firstVisitPages, type PageKind } from './first-visit-pages';
import { baseUrl, offSiteRequests, useBrowser, waitForHydration, withNewPage } from './support';
import { bytesOf, recordWireBytes } from './wire-bytes';

/** Kilobytes as Lighthouse's performance budgets count them. */
const KB = 1024;

/**
 * Budgets in bytes on the wire (compressed, with headers, as the browser
 * received them), as issue 19 asks. With Preact running the islands (decision
 * 0056) list islands load 32–38 KB, the member area 60 KB and the checkout
 * 72–74 KB, so the budgets leave room without hiding a regression of a whole
 * framework.
 */
const javaScriptBudgets: Record<PageKind, number> = {
  content: 25 * KB,
  island: 80 * KB,
  checkout: 120 * KB,
};
const cssBudget = 30 * KB;
const imageBudget = 200 * KB;

const clientDir = path.join(distDir, 'client');
const imageExtensions = new Set(['.avif', '.webp', '.png', '.jpg', '.jpeg', '.gif', '.svg', '.ico']);

/** A phone's viewport, as Lighthouse's mobile run: the layout whose shifts count for most visitors. */
const phone = { viewport: { width: 412, height: 823 } };

interface FirstLoad {
  url: string;
  kind: PageKind;
  scripts: number;
  javaScript: number;
  css: number;
  total: number;
}

const browser = useBrowser();
const firstLoads: FirstLoad[] = [];

/** Everything the page downloads, with an empty cache, until it has hydrated and the network is quiet. */
async function measureFirstLoad(
  url: string,
  kind: PageKind,
): Promise<FirstLoad & { document: number; offSite: string[]; layoutShift: number }> {
  return withNewPage(browser(), phone, async ({ page, errors }) => {
    const recorder = await recordWireBytes(page);
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const wire = await recorder.settled();
    const layoutShift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    const scripts = bytesOf(wire, 'Script');
    return {
      url,
      kind,
      scripts: scripts.requests,
      javaScript: scripts.bytes,
      css: bytesOf(wire, 'Stylesheet').bytes,
      total: wire.total,
      document: bytesOf(wire, 'Document').bytes,
      offSite: offSiteRequests(errors),
      layoutShift,
    };
  });
}

function kilobytes(bytes: number): string {
  return (bytes / KB).toFixed(1).padStart(7);
}

describe('performance budgets', () => {
  afterAll(() => {
    const loads = firstLoads.map(
      (row) =>
        `${row.url.padEnd(44)} ${row.kind.padEnd(8)} ${String(row.scripts).padStart(3)} ${kilobytes(row.javaScript)} ${kilobytes(row.css)} ${kilobytes(row.total)}`,
    );
    console.log([`${'first load (KB on the wire)'.padEnd(44)} kind      js#      js     css   total`, ...loads].join('\n'));
  });

  it.each(firstVisitPages)('$url ($kind page) stays within its first-load budgets and on this host, and nothing moves', async (route) => {
    const { document, offSite, layoutShift, ...firstLoad } = await measureFirstLoad(route.url, route.kind);
    firstLoads.push(firstLoad);
    // A recorder that missed the traffic would pass every budget with nothing counted.
    expect(document).toBeGreaterThan(0);
    expect(firstLoad.javaScript).toBeLessThanOrEqual(javaScriptBudgets[route.kind]);
    expect(firstLoad.css).toBeLessThanOrEqual(cssBudget);
    expect(offSite).toEqual([]);
    expect(layoutShift).toBe(0);
  });

  it('ships no image over 200 KB', async () => {
    const files = await readdir(clientDir, { recursive: true, withFileTypes: true });
    const images = files.filter((file) => file.isFile() && imageExtensions.has(path.extname(file.name)));
    const sizes = await Promise.all(
      images.map(async (image) => {
        const file = path.join(image.parentPath, image.name);
        return { file: path.relative(clientDir, file), bytes: (await readFile(file)).length };
      }),
    );
    expect(sizes.filter((image) => image.bytes > imageBudget)).toEqual([]);
  });

  it.each(['/', '/ar/events', '/membership/checkout/professional'])(
    '%s paints before it asks for the code that hydrates it',
    async (urlPath) => {
      const timings = await withNewPage(browser(), async ({ page }) => {
        await page.goto(`${baseUrl}${urlPath}`);
        await waitForHydration(page);
        return page.evaluate(() => {
          const pageScript = new Set(
            [
              ...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[type="module"][src], link[rel="modulepreload"]'),
            ].map((element) => (element instanceof HTMLScriptElement ? element.src : element.href)),
          );
          return {
            firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
            hydration: performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.js') && !pageScript.has(entry.name))
              .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime })),
          };
        });
      });
      expect(timings.firstPaint).toBeGreaterThan(0);
      // The page's own script (its entry and the modules the document preloads) may start before the paint; whatever it loads to hydrate starts after.
      expect(timings.hydration.filter((script) => script.startTime < (timings.firstPaint ?? 0))).toEqual([]);
    },
  );
});
