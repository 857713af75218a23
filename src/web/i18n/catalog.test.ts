import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@shared/locales';
import { allLocalizedTexts, flattenCatalog } from '../../../tests/helpers/localized-texts';
import { allMessages } from './all-messages';

const catalogs = Object.fromEntries(locales.map((locale) => [locale, flattenCatalog(allMessages[locale])])) as Record<
  Locale,
  Record<string, string>
>;

/** The sorted placeholder names in a text, so '{{a}} {{b}}' and '{{b}} … {{a}}' agree. */
function placeholders(text: string, pattern: RegExp): string[] {
  return [...text.matchAll(pattern)].map((match) => match[1] ?? '').sort();
}
const catalogPlaceholder = /\{\{\s*(\w+)\s*\}\}/g;
const contentPlaceholder = /\{(\w+)\}/g;

describe('the UI catalogs', () => {
  const englishKeys = Object.keys(catalogs.en).sort();

  it('hold a fair number of keys (the flattening found them)', () => {
    expect(englishKeys.length).toBeGreaterThan(100);
  });

  it.each(locales)('%s has exactly the keys of English', (locale) => {
    expect(Object.keys(catalogs[locale]).sort()).toEqual(englishKeys);
  });

  it.each(locales)('%s has no empty value', (locale) => {
    expect(Object.entries(catalogs[locale]).filter(([, value]) => value.trim() === '')).toEqual([]);
  });

  it.each(locales.filter((locale) => locale !== 'en'))('%s uses the same {{placeholders}} as English in every key', (locale) => {
    const mismatches = englishKeys.filter(
      (key) =>
        placeholders(catalogs[locale][key] ?? '', catalogPlaceholder).join() !==
        placeholders(catalogs.en[key] ?? '', catalogPlaceholder).join(),
    );
    expect(mismatches).toEqual([]);
  });
});

describe('the Localized texts of content and shared modules', () => {
  const texts = allLocalizedTexts();

  it('are found in every content area', () => {
    const areas = new Set(texts.map(({ where }) => where.split('/').slice(0, 2).join('/')));
    for (const area of ['content/about', 'content/contact', 'content/events', 'content/home', 'content/legal', 'content/market', 'content/membership', 'content/news', 'content/services', 'src/shared']) {
      expect(areas).toContain(area);
    }
    expect(texts.length).toBeGreaterThan(1000);
  });

  it('have a non-empty string in every language', () => {
    const faulty = texts.flatMap(({ where, text }) =>
      locales.filter((locale) => typeof text[locale] !== 'string' || text[locale].trim() === '').map((locale) => `${where} (${locale})`),
    );
    expect(faulty).toEqual([]);
  });

  it('use the same {placeholders} in every language', () => {
    const faulty = texts.filter(({ text }) => {
      const english = placeholders(text.en, contentPlaceholder).join();
      return locales.some((locale) => placeholders(text[locale], contentPlaceholder).join() !== english);
    });
    expect(faulty.map(({ where }) => where)).toEqual([]);
  });
});
