import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/shared/locales';
import ar from '../../src/web/i18n/messages/ar.json';
import en from '../../src/web/i18n/messages/en.json';
import nl from '../../src/web/i18n/messages/nl.json';
import { routeCases } from './site-map';
import { openPage, useBrowser, viewports, waitForHydration } from './support';

const browser = useBrowser();

describe('theme', () => {
  it('follows the system preference on a first visit', async () => {
    const dark = await openPage(browser(), '/', { colorScheme: 'dark' });
    expect(await dark.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await dark.close();
    const light = await openPage(browser(), '/', { colorScheme: 'light' });
    expect(await light.page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await light.close();
  });

  it('keeps the chosen theme across a reload, applied before any bundle runs', async () => {
    const { page, errors, close } = await openPage(browser(), '/', { colorScheme: 'light' });
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Dark mode' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('qnlcc-theme'))).toBe('dark');

    // With every script bundle blocked, only the inline boot script can set the
    // theme: if the page is dark now, it was dark from the first paint.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe('rgb(255, 255, 255)');
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
    await close();
  });
});

describe('mobile navigation panel', () => {
  it('opens, traps focus, closes on Escape and on choosing a link', async () => {
    const { page, errors, close } = await openPage(browser(), '/', { viewport: viewports.mobile });
    await waitForHydration(page);
    const desktopNav = page.locator('header nav[aria-label="Main navigation"]');
    expect(await desktopNav.isVisible()).toBe(false);

    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.waitFor();
    expect((await panel.boundingBox())?.width).toBe(300);

    for (let press = 0; press < 15; press += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);

    await menuButton.click();
    await panel.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await panel.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('is 400 px wide on larger small screens', async () => {
    const { page, close } = await openPage(browser(), '/', { viewport: { width: 800, height: 900 } });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect((await page.getByRole('dialog', { name: 'Menu' }).boundingBox())?.width).toBe(400);
    await close();
  });
});

describe('language menu', () => {
  it('switches to Arabic right to left, remembers it, and switches back', async () => {
    const { page, errors, close } = await openPage(browser(), '/about/history');
    await waitForHydration(page);
    await page.getByRole('button', { name: /Choose language/ }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await page.waitForURL('**/ar/about/history');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getAttribute('html', 'lang')).toBe('ar');

    const logo = await page.locator('header a').first().boundingBox();
    expect(logo && logo.x > viewports.desktop.width / 2).toBe(true);

    await page.goto('/services');
    await page.waitForURL('**/ar/services');

    await waitForHydration(page);
    await page.getByRole('button', { name: /اختر اللغة/ }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await page.waitForURL('**/nl/services');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    expect(await page.getAttribute('html', 'lang')).toBe('nl');

    await waitForHydration(page);
    await page.getByRole('button', { name: /Kies een taal/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.waitForURL((url) => url.pathname === '/services');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.goto('/events');
    expect(new URL(page.url()).pathname).toBe('/events');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('layout at 360 px', () => {
  it.each(locales)('never scrolls sideways on any page in %s', { timeout: 180_000 }, async (locale) => {
    const { page, close } = await openPage(browser(), '/', { viewport: viewports.mobile });
    const overflowing: string[] = [];
    for (const route of routeCases([locale])) {
      await page.goto(route.url, { waitUntil: 'domcontentloaded' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > viewports.mobile.width) overflowing.push(`${route.url}: ${width}px`);
    }
    expect(overflowing).toEqual([]);
    await close();
  });
});

describe('header at laptop widths', () => {
  it.each(locales)('fits 1024, 1280 and 1440 px in %s without scrolling sideways or clipping the brand', async (locale) => {
    const { page, close } = await openPage(browser(), localizePath('/', locale), { viewport: { width: 1024, height: 800 } });
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
    await close();
  });
});

describe('navigation at laptop and tablet widths', () => {
  const catalogs = { en, ar, nl };

  it.each(locales)('reaches every section at 1024, 1100, 1279 and 1280 px in %s', async (locale) => {
    const texts = catalogs[locale];
    const { page, errors, close } = await openPage(browser(), localizePath('/', locale), {
      viewport: { width: 1024, height: 800 },
    });
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
      const box = await panel.boundingBox();
      expect(box && box.width > 0 && box.x >= 0 && box.x + box.width <= width, `${width}px: panel on screen`).toBe(true);
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
    expect(await menuButton.isVisible()).toBe(false);
    await headerNav.getByRole('link', { name: texts.nav.news }).click();
    await page.waitForURL(`**${localizePath('/news', locale)}`);
    expect(errors).toEqual([]);
    await close();
  });

  it('closes an open panel when the window grows past 1280 px, leaving the page clickable', async () => {
    const { page, close } = await openPage(browser(), '/', { viewport: { width: 1100, height: 800 } });
    await waitForHydration(page);
    await page.getByRole('button', { name: en.shell.openMenu }).click();
    const panel = page.getByRole('dialog', { name: en.shell.menuTitle });
    await panel.waitFor();
    await page.setViewportSize({ width: 1440, height: 800 });
    await panel.waitFor({ state: 'hidden' });
    await page.locator(`header nav[aria-label="${en.shell.mainNavigation}"]`).getByRole('link', { name: en.nav.about }).click();
    await page.waitForURL('**/about');
    await close();
  });
});
