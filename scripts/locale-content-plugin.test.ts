import { readFile } from 'node:fs/promises';
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import { pageCopy } from '../content/pages';
import { locales, type Locale, type Localized } from '../src/shared/locales';
import { pickLocale } from './locale-content-plugin';

/** The same picking done on the imported module's values instead of its source. */
function inLocale(value: unknown, locale: Locale): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const keys = Object.keys(value);
  if (keys.length === locales.length && locales.every((candidate) => keys.includes(candidate))) {
    return (value as Localized)[locale];
  }
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, inLocale(entry, locale)]));
}

async function evaluate(source: string): Promise<Record<string, unknown>> {
  const { code } = await transformWithOxc(source, 'module.ts', { lang: 'ts' });
  const module = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as object;
  return { ...module };
}

describe('pickLocale', () => {
  it('keeps only the chosen language of every Localized literal, quotes and all', async () => {
    const source = [
      "export const copy: Record<string, unknown> = {",
      "  title: { en: 'It\\'s \"here\"', ar: 'التجارة', nl: `Handel` },",
      "  nested: { list: [{ nl: 'b', en: 'a', ar: 'ب' }] },",
      "};",
    ].join('\n');
    expect(await evaluate(pickLocale(source, 'module.ts', 'ar'))).toEqual({
      copy: { title: 'التجارة', nested: { list: ['ب'] } },
    });
    expect(await evaluate(pickLocale(source, 'module.ts', 'en'))).toEqual({
      copy: { title: 'It\'s "here"', nested: { list: ['a'] } },
    });
  });

  it('leaves objects alone that are not exactly one text per language', async () => {
    const source = "export const other = { en: 'a', ar: 'b', nl: 'c', note: 'd' }; export const partial = { en: 'a', nl: 'c' };";
    expect(await evaluate(pickLocale(source, 'module.ts', 'nl'))).toEqual({
      other: { en: 'a', ar: 'b', nl: 'c', note: 'd' },
      partial: { en: 'a', nl: 'c' },
    });
  });

  it.each(locales)('turns content/pages.ts into the page copy of %s', async (locale) => {
    const source = await readFile(new URL('../content/pages.ts', import.meta.url), 'utf8');
    const picked = await evaluate(pickLocale(source, 'pages.ts', locale));
    expect(picked.pageCopy).toEqual(inLocale(pageCopy, locale));
  });
});
