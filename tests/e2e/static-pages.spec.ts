import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageCopy } from '../helpers/messages';
import { distDir } from '../../scripts/dist-dir';
import { compiledCatalogId } from '../../scripts/messages-plugin';
import { useBrowser, waitForHydration, withNewPage, type OpenedPage } from './support';

const browser = useBrowser();
const manifest = JSON.parse(readFileSync(path.join(distDir, 'client/.vite/manifest.json'), 'utf8')) as Manifest;

function chunkOf(source: string): string {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the build manifest`);
  return `/${chunk.file}`;
}

const homePageCode = chunkOf('src/web/pages/home-page.tsx');
const englishPageCopy = chunkOf(compiledCatalogId('messages/en/pages.json'));

interface RecordedPage extends OpenedPage {
  /** The paths of the scripts the page requested. */
  scripts: string[];
  /** False once the browser has loaded another document. */
  stillSameDocument(): Promise<boolean>;
}

/** Runs `body` on a page that records the scripts it requests, and closes it however `body` ends. */
async function withRecorded(urlPath: string, body: (opened: RecordedPage) => Promise<void>) {
  await withNewPage(browser(), async (opened) => {
    const scripts: string[] = [];
    opened.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await opened.page.goto(urlPath);
    await waitForHydration(opened.page);
    await opened.page.waitForLoadState('networkidle');
    await opened.page.evaluate(() => {
      document.documentElement.dataset.loadedOnce = 'yes';
    });
    const stillSameDocument = () => opened.page.evaluate(() => document.documentElement.dataset.loadedOnce === 'yes');
    await body({ ...opened, scripts, stillSameDocument });
  });
}

async function heading(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
}

describe('static pages', () => {
  it('shown first, keep their prerendered HTML and download neither their code nor the page copy', async () => {
    await withRecorded('/', async ({ page, errors, scripts }) => {
      await expect.poll(() => heading(page)).toBe(pageCopy.home.heading.en);
      await expect.poll(() => page.locator('main [data-static-page] section').count()).toBeGreaterThan(4);
      expect(scripts).not.toContain(homePageCode);
      expect(scripts).not.toContain(englishPageCopy);
      // The shell around the page is hydrated: the theme toggle works.
      const toggle = page.locator('header button[aria-pressed]').first();
      const pressed = await toggle.getAttribute('aria-pressed');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).not.toBe(pressed);
      expect(errors).toEqual([]);
    });
  });

  it('follow their links inside the app, and render from their code when shown again', async () => {
    await withRecorded('/', async ({ page, errors, scripts, stillSameDocument }) => {
      await page.locator('main [data-static-page] a[href="/services/market-expansion"]').first().click();
      await page.getByRole('heading', { level: 1, name: pageCopy.marketExpansion.heading.en }).waitFor();
      await expect.poll(() => page.title()).toContain(pageCopy.marketExpansion.title.en);
      await expect.poll(() => stillSameDocument()).toBe(true);

      await page.goBack();
      await page.getByRole('heading', { level: 1, name: pageCopy.home.heading.en }).waitFor();
      await expect.poll(() => page.title()).toContain(pageCopy.home.title.en);
      expect(scripts).toContain(homePageCode);
      await expect.poll(() => page.locator('main [data-static-page] section').count()).toBeGreaterThan(4);
      await expect.poll(() => stillSameDocument()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('show another page of the same route from its own code', async () => {
    await withRecorded('/news/startup-bridge-first-cohort', async ({ page, errors, stillSameDocument }) => {
      const first = await heading(page);
      const related = page.locator('main [data-static-page] a[href^="/news/"]:not([href="/news/startup-bridge-first-cohort"])').first();
      const target = await related.getAttribute('href');
      await related.click();
      await page.waitForURL(`**${target}`);
      await page.waitForFunction((previous) => document.querySelector('h1')?.textContent !== previous, first);
      await expect.poll(() => heading(page)).not.toBe('');
      await expect.poll(() => stillSameDocument()).toBe(true);
      expect(errors).toEqual([]);
    });
  });

  it('leave links to another language to the browser', async () => {
    await withRecorded('/about', async ({ page, stillSameDocument }) => {
      await page.evaluate(() => {
        const link = document.createElement('a');
        link.href = '/ar/about';
        link.textContent = 'عربي';
        document.querySelector('main [data-static-page]')?.append(link);
      });
      await page.getByRole('link', { name: 'عربي' }).click();
      await page.waitForURL('**/ar/about');
      await page.waitForLoadState('load');
      await expect.poll(() => stillSameDocument()).toBe(false);
      await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    });
  });
});
