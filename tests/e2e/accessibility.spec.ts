import { describe, it } from 'vitest';
import { expectNoAxeViolations, useBrowser, viewports, waitForHydration, withPage } from './support';

const browser = useBrowser();

const pages = [
  '/',
  '/about/history',
  '/privacy',
  '/ar/contact',
  '/nl/membership',
  '/page-that-does-not-exist',
  // Generated art: news covers, partner monograms, avatar rings, section illustrations.
  '/news',
  '/ar/about/premium-partners',
  '/market-info/partners',
  '/about/board',
];
const combinations = pages.flatMap((url) =>
  (['mobile', 'desktop'] as const).flatMap((viewport) =>
    (['light', 'dark'] as const).map((colorScheme) => ({ url, viewport, colorScheme })),
  ),
);

describe('accessibility of the shell', () => {
  it.each(combinations)('$url at $viewport in $colorScheme has no axe violations', async ({ url, viewport, colorScheme }) => {
    await withPage(browser(), url, { viewport: viewports[viewport], colorScheme }, async ({ page }) => {
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    });
  });

  it('has no axe violations with the mobile menu open', async () => {
    await withPage(browser(), '/', { viewport: viewports.mobile, colorScheme: 'dark' }, async ({ page }) => {
      await waitForHydration(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog').waitFor();
      await expectNoAxeViolations(page);
    });
  });
});
