import { describe, expect, it } from 'vitest';
import { localeNames, locales, localizePath } from '../../src/shared/locales';
import { siteText } from '../helpers/messages';
import { useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

describe('the languages as links', () => {
  it.each([viewports.mobile, viewports.desktop])(
    'without JavaScript at $width px, take a visitor to the same page in each language, in place of the menu button',
    async (viewport) => {
      await withPage(browser(), '/about/history', { javaScriptEnabled: false, viewport }, async ({ page }) => {
        for (const [from, to] of [
          ['en', 'ar'],
          ['ar', 'nl'],
          ['nl', 'en'],
        ] as const) {
          expect(new URL(page.url()).pathname).toBe(localizePath('/about/history', from));
          await expect.poll(() => page.locator('button[aria-controls="language-menu"]').isVisible()).toBe(false);
          const links = page.getByRole('navigation', { name: siteText(from, 'shell.language') }).getByRole('link');
          await expect.poll(() => links.count()).toBe(locales.length);
          const current = links.and(page.locator('[aria-current="true"]'));
          await expect.poll(() => current.getAttribute('hreflang')).toBe(from);
          const target = links.and(page.locator(`[hreflang="${to}"]`));
          expect(await target.getAttribute('lang')).toBe(to);
          expect(await target.getAttribute('title')).toBe(localeNames[to]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
          await target.click();
          await page.waitForURL((url) => url.pathname === localizePath('/about/history', to));
          expect(await page.locator('html').getAttribute('lang')).toBe(to);
        }
      });
    },
  );

  it('with JavaScript, stay in the menu behind its button, pointing at the visitor’s own URL', async () => {
    await withPage(browser(), '/nl/membership/checkout/professional', async ({ page }) => {
      await waitForHydration(page);
      await expect.poll(() => page.getByRole('navigation', { name: siteText('nl', 'shell.language') }).count()).toBe(0);
      const button = page.locator('button[aria-controls="language-menu"]');
      await button.click();
      const arabic = page.getByRole('menuitem', { name: localeNames.ar });
      await expect.poll(() => arabic.getAttribute('href')).toBe('/ar/membership/checkout/professional');
    });
  });
});
