import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findArticle } from '../../content/news/articles';
import { locales, localizePath, type Locale } from '../../src/shared/locales';
import { catalogText, pageCopy, siteMessages } from '../helpers/messages';
import { expectNoAxeViolations, offSiteRequests, useBrowser, viewports, waitForHydration, withPage, type OpenedPage } from './support';

const browser = useBrowser();

const articleId = 'hydrogen-cooperation-agreement';
/** A word of the article in each language, as a visitor would type it. */
const queries: Record<Locale, string> = { en: 'hydrogen', ar: 'الهيدروجين', nl: 'waterstof' };

function article() {
  const found = findArticle(articleId);
  if (!found) throw new Error(`The news content has no article ${articleId}`);
  return found;
}

/** The result that leads to the article, found by its title as a visitor reads the list. */
function articleResult(page: Page, locale: Locale) {
  return page.getByRole('link', { name: article().title[locale], exact: true });
}

async function expectArticleFound(page: Page, locale: Locale): Promise<void> {
  await expect.poll(() => articleResult(page, locale).getAttribute('href')).toBe(localizePath(`/news/${articleId}`, locale));
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: queries[locale] }).textContent())
    .toBe(catalogText(locale, 'search', 'results.found', { query: queries[locale] }));
}

function expectCleanPage({ errors }: OpenedPage): void {
  expect(errors).toEqual([]);
  expect(offSiteRequests(errors)).toEqual([]);
}

describe('site search', () => {
  it.each(locales)('finds a known article as the visitor types, from the static index (%s)', async (locale) => {
    await withPage(browser(), localizePath('/search', locale), async (opened) => {
      const { page } = opened;
      await waitForHydration(page);
      // Set on this document: a reload (the server's answer) would lose it.
      await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
      await page.getByRole('searchbox', { name: siteMessages[locale].search.label }).fill(queries[locale]);
      await expectArticleFound(page, locale);
      expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(queries[locale]);
      expectCleanPage(opened);
    });
  });

  it.each(locales)('finds the same article without JavaScript: the server answers the form (%s)', async (locale) => {
    await withPage(browser(), localizePath('/search', locale), { javaScriptEnabled: false }, async ({ page }) => {
      const field = page.getByRole('searchbox', { name: siteMessages[locale].search.label });
      await field.fill(queries[locale]);
      await field.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === queries[locale]);
      await expectArticleFound(page, locale);
      expect(await field.inputValue()).toBe(queries[locale]);
      expect((await page.locator('mark').first().textContent())?.toLowerCase()).toContain(queries[locale]);
    });
  });

  it('says so when nothing matches, in the page language', async () => {
    await withPage(browser(), '/nl/search?q=zzqxv', { javaScriptEnabled: false }, async ({ page }) => {
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'zzqxv' }).textContent())
        .toBe(catalogText('nl', 'search', 'results.none', { query: 'zzqxv' }));
      expect(
        await page
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { level: 2 }) })
          .count(),
      ).toBe(0);
    });
  });

  it.each([viewports.mobile, { width: 1100, height: 800 }, viewports.desktop])(
    'is reached from the header by keyboard alone at $width px: Tab, Enter, type, Enter',
    async (viewport) => {
      await withPage(browser(), '/about', { viewport }, async (opened) => {
        const { page } = opened;
        await waitForHydration(page);
        const control = page.getByRole('button', { name: siteMessages.en.shell.search });
        for (let presses = 0; presses < 20 && !(await control.evaluate((element) => element === document.activeElement)); presses += 1) {
          await page.keyboard.press('Tab');
        }
        await expect.poll(() => control.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: siteMessages.en.shell.search });
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await expect.poll(() => control.getAttribute('aria-expanded')).toBe('true');
        const field = dialog.getByRole('searchbox');
        await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);

        await page.keyboard.press('Escape');
        await expect.poll(() => dialog.isVisible()).toBe(false);
        await expect.poll(() => control.evaluate((element) => element === document.activeElement)).toBe(true);

        await page.keyboard.press('Space');
        await expect.poll(() => dialog.isVisible()).toBe(true);
        await page.keyboard.type(queries.en);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === queries.en);
        await expectArticleFound(page, 'en');
        expectCleanPage(opened);
      });
    },
  );

  it('leads to the search page without JavaScript, where the header control is a link', async () => {
    await withPage(browser(), '/ar/about', { javaScriptEnabled: false }, async ({ page }) => {
      await page.getByRole('link', { name: siteMessages.ar.shell.search }).click();
      await page.waitForURL((url) => url.pathname === '/ar/search');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.search.heading.ar);
    });
  });
});

describe('the 404 page', () => {
  it.each(locales)('keeps the spec heading and sentence, and offers a search, the main sections and a way home (%s)', async (locale) => {
    await withPage(browser(), localizePath('/page-that-does-not-exist', locale), async ({ page }) => {
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(pageCopy.notFound.heading[locale]);
      await expect.poll(() => page.getByText(pageCopy.notFound.intro[locale], { exact: true }).isVisible()).toBe(true);
      const main = page.getByRole('main');
      await expect
        .poll(() => main.getByRole('link', { name: siteMessages[locale].page.backHome }).getAttribute('href'))
        .toBe(localizePath('/', locale));
      const sections = main.getByRole('navigation', { name: catalogText(locale, 'search', 'notFound.sections') });
      for (const [key, href] of [
        ['marketInfo', '/market-info'],
        ['services', '/services'],
        ['membership', '/membership'],
        ['news', '/news'],
        ['events', '/events'],
        ['about', '/about'],
        ['contact', '/contact'],
      ] as const) {
        await expect
          .poll(() => sections.getByRole('link', { name: siteMessages[locale].nav[key] }).getAttribute('href'))
          .toBe(localizePath(href, locale));
      }
      const field = main.getByRole('searchbox', { name: siteMessages[locale].search.label });
      await field.fill(queries[locale]);
      await field.press('Enter');
      await page.waitForURL((url) => url.pathname === localizePath('/search', locale));
      await expectArticleFound(page, locale);
    });
  });
});

describe('accessibility of the search page and the 404 page', () => {
  const cases = [
    '/search?q=hydrogen',
    '/ar/search?q=%D8%A7%D9%84%D9%87%D9%8A%D8%AF%D8%B1%D9%88%D8%AC%D9%8A%D9%86',
    '/nl/search',
    '/nl/does-not-exist',
    '/ar/does-not-exist',
  ].flatMap((url) =>
    (['mobile', 'desktop'] as const).flatMap((viewport) =>
      (['light', 'dark'] as const).map((colorScheme) => ({ url, viewport, colorScheme })),
    ),
  );
  it.each(cases)('$url at $viewport in $colorScheme has no axe violations', async ({ url, viewport, colorScheme }) => {
    await withPage(browser(), url, { viewport: viewports[viewport], colorScheme }, async ({ page }) => {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });

  it('has no axe violations with the header search open, in Arabic and dark', async () => {
    await withPage(browser(), '/ar', { viewport: viewports.mobile, colorScheme: 'dark' }, async ({ page }) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: siteMessages.ar.shell.search }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
