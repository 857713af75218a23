import { describe, expect, it } from 'vitest';
import { usePagePerLocale } from './locale-pages';
import { waitForSettledPage } from './page-settled';
import { routeCases } from './site-map';
import { axeViolations, useBrowser } from './support';

const browser = useBrowser();

/**
 * The dark theme's colours on every page in every language. A first visit
 * follows the system's setting (src/shared/theme.ts), so the emulated dark
 * scheme is the dark theme; accessibility.spec.ts checks every rule on a sample.
 */
describe('dark theme contrast', () => {
  const pageFor = usePagePerLocale(browser, { colorScheme: 'dark' });

  it.each(routeCases())('$url has no colour-contrast violations', async ({ url, locale }) => {
    const page = pageFor(locale);
    await page.goto(url);
    await waitForSettledPage(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await axeViolations(page, ['color-contrast'])).toEqual([]);
  });
});
