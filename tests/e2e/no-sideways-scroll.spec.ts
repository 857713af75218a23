import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, localizePath } from '../../src/shared/locales';
import { usePagePerLocale } from './locale-pages';
import { companyPurchase, signIn } from './member-purchase';
import { waitForSettledPage } from './page-settled';
import { routeCases } from './site-map';
import { useBrowser, withNewPage } from './support';

const browser = useBrowser();

const widths = [360, 768, 1024, 1280, 1440] as const;
const narrowest = { width: widths[0], height: 900 };

/**
 * Each width is a resize of the page already loaded: media queries and the
 * layout follow at once, so one load per page measures all five. An overflow
 * names the outermost elements reaching past the edge.
 */
async function overflowsAt(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => {
      const root = document.documentElement;
      if (root.scrollWidth <= root.clientWidth) return undefined;
      const outside = [...document.body.querySelectorAll<HTMLElement>('*')].filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
      });
      const outermost = outside.filter((element) => !outside.includes(element.parentElement as HTMLElement));
      const names = outermost
        .slice(0, 3)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`);
      return `${root.scrollWidth} > ${root.clientWidth}: ${names.join(', ')}`;
    });
    if (overflow) found.push(`${width} px: ${overflow}`);
  }
  return found;
}

describe('no sideways scroll at 360, 768, 1024, 1280 and 1440 px', () => {
  const pageFor = usePagePerLocale(browser, { viewport: narrowest });

  it.each(routeCases())('$url', async ({ url, locale }) => {
    const page = pageFor(locale);
    await page.setViewportSize(narrowest);
    await page.goto(url);
    await waitForSettledPage(page);
    expect(await overflowsAt(page)).toEqual([]);
  });

  it('in the signed-in member area, in every language', async () => {
    const member = await companyPurchase();
    await withNewPage(browser(), async ({ page }) => {
      await signIn(page, member.username, member.password);
      for (const path of locales.flatMap((locale) => ['/account', '/member-directory'].map((route) => localizePath(route, locale)))) {
        await page.goto(path);
        await waitForSettledPage(page);
        expect({ path, overflows: await overflowsAt(page) }).toEqual({ path, overflows: [] });
      }
    });
  });
});
