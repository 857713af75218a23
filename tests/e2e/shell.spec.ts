import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/shared/locales';
import { site } from '../../src/shared/site';
import { siteMessages } from '../helpers/messages';
import { routeCases } from './site-map';
import { useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

describe('theme', () => {
  it('follows the system preference on a first visit', async () => {
    await withPage(browser(), '/', { colorScheme: 'dark' }, async ({ page }) => {
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    });
    await withPage(browser(), '/', { colorScheme: 'light' }, async ({ page }) => {
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    });
  });

  it('keeps the chosen theme across a reload, applied before any bundle runs', async () => {
    await withPage(browser(), '/', { colorScheme: 'light' }, async ({ page, errors }) => {
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: 'Dark mode' });
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.evaluate(() => localStorage.getItem('qnlcc-theme'))).toBe('dark');

      // With every script bundle blocked, only the inline boot script can set the
      // theme: if the page is dark now, it was dark from the first paint.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.reload();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
      expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    });
  });
});

describe('mobile navigation panel', () => {
  it('opens, traps focus, closes on Escape and on choosing a link', async () => {
    await withPage(browser(), '/', { viewport: viewports.mobile }, async ({ page, errors }) => {
      await waitForHydration(page);
      const desktopNav = page.locator('header nav[aria-label="Main navigation"]');
      await expect.poll(() => desktopNav.isVisible()).toBe(false);

      const menuButton = page.getByRole('button', { name: 'Open menu' });
      await menuButton.click();
      const panel = page.getByRole('dialog', { name: 'Menu' });
      await panel.waitFor();
      await expect.poll(async () => (await panel.boundingBox())?.width).toBe(300);

      for (let press = 0; press < 15; press += 1) {
        await page.keyboard.press('Tab');
        await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(() => menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

      await menuButton.click();
      await panel.getByRole('link', { name: 'Contact' }).click();
      await page.waitForURL('**/contact');
      await panel.waitFor({ state: 'hidden' });
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it('is 400 px wide on larger small screens', async () => {
    await withPage(browser(), '/', { viewport: { width: 800, height: 900 } }, async ({ page }) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect.poll(async () => (await page.getByRole('dialog', { name: 'Menu' }).boundingBox())?.width).toBe(400);
    });
  });
});

describe('language menu', () => {
  it('switches to Arabic right to left, remembers it, and switches back', async () => {
    await withPage(browser(), '/about/history', async ({ page, errors }) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: /Choose language/ }).click();
      await page.getByRole('menuitem', { name: 'العربية' }).click();
      await page.waitForURL('**/ar/about/history');
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('ar');

      const logo = page.locator('header a').first();
      await expect.poll(async () => ((await logo.boundingBox())?.x ?? 0) > viewports.desktop.width / 2).toBe(true);

      await page.goto('/services');
      await page.waitForURL('**/ar/services');

      await waitForHydration(page);
      await page.getByRole('button', { name: /اختاروا اللغة/ }).click();
      await page.getByRole('menuitem', { name: 'Nederlands' }).click();
      await page.waitForURL('**/nl/services');
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe('ltr');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('nl');

      await waitForHydration(page);
      await page.getByRole('button', { name: /Kies een taal/ }).click();
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/services');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('en');
      await page.goto('/events');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/events');
      expect(errors).toEqual([]);
    });
  });
});

describe('layout at 360 px', () => {
  it.each(locales)('never scrolls sideways on any page in %s', { timeout: 180_000 }, async (locale) => {
    await withPage(browser(), '/', { viewport: viewports.mobile }, async ({ page }) => {
      const overflowing: string[] = [];
      for (const route of routeCases([locale])) {
        await page.goto(route.url, { waitUntil: 'domcontentloaded' });
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewports.mobile.width) overflowing.push(`${route.url}: ${width}px`);
      }
      expect(overflowing).toEqual([]);
    });
  });
});

describe('header at laptop widths', () => {
  it.each(locales)('fits 1024, 1280 and 1440 px in %s without scrolling sideways or clipping the brand', async (locale) => {
    await withPage(browser(), localizePath('/', locale), { viewport: { width: 1024, height: 800 } }, async ({ page }) => {
      const problems: string[] = [];
      for (const width of [1024, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const layout = await page.evaluate(() => {
          const header = document.querySelector('header');
          const boxes = [...(header?.querySelectorAll('a, a *, button') ?? [])]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0);
          const headerBox = header?.getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            outside: boxes.filter((box) => box.top < (headerBox?.top ?? 0) || box.bottom > (headerBox?.bottom ?? 0)).length,
            leftmost: Math.min(...boxes.map((box) => box.left)),
            rightmost: Math.max(...boxes.map((box) => box.right)),
          };
        });
        if (layout.scrollWidth > width) problems.push(`${width}px: page is ${layout.scrollWidth}px wide`);
        if (layout.leftmost < 0 || layout.rightmost > width) {
          problems.push(`${width}px: header controls span ${layout.leftmost}px to ${layout.rightmost}px`);
        }
        if (layout.outside > 0) problems.push(`${width}px: ${layout.outside} header links or buttons stick out of the header`);
      }
      expect(problems).toEqual([]);
    });
  });
});

describe("the chamber's name in the header", () => {
  const fullNameShown = async (page: Page) => page.locator('header [data-full-name]').isVisible();

  it.each(locales)('shows the full name where there is room in %s, the short name on a phone', async (locale) => {
    await withPage(browser(), localizePath('/', locale), { viewport: { width: 360, height: 800 } }, async ({ page }) => {
      await expect.poll(() => page.locator('header a').first().innerText()).toBe(site.shortName);
      await page.setViewportSize({ width: 1024, height: 800 });
      await expect.poll(() => fullNameShown(page)).toBe(true);
      await expect.poll(() => page.locator('header [data-full-name]').innerText()).toBe(site.name[locale]);
      await page.setViewportSize({ width: 1440, height: 800 });
      // Beside the navigation the Dutch name does not fit (decision 0050).
      await expect.poll(() => fullNameShown(page)).toBe(locale !== 'nl');
    });
  });
});

describe('navigation at laptop and tablet widths', () => {
  const catalogs = siteMessages;

  it.each(locales)('reaches every section at 1024, 1100, 1279 and 1280 px in %s', async (locale) => {
    const texts = catalogs[locale];
    await withPage(browser(), localizePath('/', locale), { viewport: { width: 1024, height: 800 } }, async ({ page, errors }) => {
      await waitForHydration(page);
      const headerNav = page.locator(`header nav[aria-label="${texts.shell.mainNavigation}"]`);
      const menuButton = page.getByRole('button', { name: texts.shell.openMenu });

      for (const width of [1024, 1100, 1279]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(localizePath('/', locale));
        await waitForHydration(page);
        await expect.poll(() => headerNav.isVisible(), { message: `${width}px: header nav hidden` }).toBe(false);
        await menuButton.click();
        const panel = page.getByRole('dialog', { name: texts.shell.menuTitle });
        await panel.waitFor();
        const onScreen = async () => {
          const box = await panel.boundingBox();
          return box !== null && box.width > 0 && box.x >= 0 && box.x + box.width <= width;
        };
        await expect.poll(onScreen, { message: `${width}px: panel on screen` }).toBe(true);
        await panel.getByRole('link', { name: texts.nav.events }).click();
        await page.waitForURL(`**${localizePath('/events', locale)}`);
        await panel.waitFor({ state: 'hidden' });
        // The page answers clicks again once the panel is gone: the theme toggle flips.
        const themeToggle = page.locator('header button[aria-pressed]').first();
        const pressed = await themeToggle.getAttribute('aria-pressed');
        await themeToggle.click();
        await expect.poll(() => themeToggle.getAttribute('aria-pressed')).not.toBe(pressed);
        await menuButton.click();
        await page.getByRole('dialog', { name: texts.shell.menuTitle }).getByRole('link', { name: texts.nav.contact }).click();
        await page.waitForURL(`**${localizePath('/contact', locale)}`);
      }

      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(localizePath('/', locale));
      await waitForHydration(page);
      await expect.poll(() => menuButton.isVisible()).toBe(false);
      await headerNav.getByRole('link', { name: texts.nav.news }).click();
      await page.waitForURL(`**${localizePath('/news', locale)}`);
      expect(errors).toEqual([]);
    });
  });

  it('closes an open panel when the window grows past 1280 px, leaving the page clickable', async () => {
    await withPage(browser(), '/', { viewport: { width: 1100, height: 800 } }, async ({ page }) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: siteMessages.en.shell.openMenu }).click();
      const panel = page.getByRole('dialog', { name: siteMessages.en.shell.menuTitle });
      await panel.waitFor();
      await page.setViewportSize({ width: 1440, height: 800 });
      await panel.waitFor({ state: 'hidden' });
      await page
        .locator(`header nav[aria-label="${siteMessages.en.shell.mainNavigation}"]`)
        .getByRole('link', { name: siteMessages.en.nav.about })
        .click();
      await page.waitForURL('**/about');
    });
  });
});
