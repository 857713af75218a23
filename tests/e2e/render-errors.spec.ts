import { describe, expect, it } from 'vitest';
import { localizePath, locales } from '../../src/shared/locales';
import { siteMessages } from '../helpers/messages';
import { expectNoAxeViolations, openPage, useBrowser, waitForHydration } from './support';

const browser = useBrowser();

/**
 * The real events page chunk, with the function behind its default export
 * replaced by one that throws while rendering, as a bug would. The chunk's
 * exports are read through live bindings, so the router gets the broken one.
 */
function breakDefaultExport(chunk: string): string {
  const local = /export\s*\{[^}]*?([\w$]+) as default/.exec(chunk)?.[1];
  if (!local) throw new Error('the events page chunk has no default export');
  return `${chunk}\n${local} = function BrokenPage() { throw new Error('events page broke while rendering'); };\n`;
}

describe('a page that fails to render after hydration', () => {
  it.each(locales)('shows the error page in %s inside a working shell and reports the error', async (locale) => {
    const texts = siteMessages[locale];
    const { page, errors, close } = await openPage(browser(), localizePath('/', locale));
    try {
      await waitForHydration(page);
      await page.route('**/assets/events-page-*.js', async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, body: breakDefaultExport(await original.text()) });
      });
      const reports: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/client-errors')) reports.push(request.postData() ?? '');
      });
      const report = page.waitForResponse((response) => response.url().endsWith('/api/client-errors'));
      await page.locator('header nav').getByRole('link', { name: texts.nav.events }).click();

      await page.getByRole('heading', { level: 1, name: texts.page.error.title }).waitFor();
      expect((await report).status()).toBe(204);
      expect(JSON.parse((await report).request().postData() ?? '{}')).toMatchObject({
        message: 'events page broke while rendering',
        path: localizePath('/events', locale),
      });
      await expectNoAxeViolations(page);
      expect(reports).toHaveLength(1);

      // The header still works, and the next page renders normally.
      await page.locator('header nav').getByRole('link', { name: texts.nav.about }).click();
      await page.waitForURL(`**${localizePath('/about', locale)}`);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: texts.page.error.title }).count()).toBe(0);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(errors.filter((error) => !error.includes('events page broke'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
