import { describe, expect, it } from 'vitest';
import pages from '@messages/en/pages.json';
import { rawCatalog } from '../../../tests/helpers/messages';
import { createTranslate, formatCatalog } from './catalog';
import { compileCatalogModule } from './compile-catalog';
import arabic from './fixtures/messages/ar/sample.json';
import english from './fixtures/messages/en/sample.json';

describe('a catalog compiled by the build', () => {
  const ar = createTranslate('ar', arabic);
  const en = createTranslate('en', english);

  it('finds nested keys and fills in placeholders', () => {
    expect(ar('group.nested')).toBe('في مجموعة');
    expect(ar('greeting', { name: 'فاطمة' })).toBe('مرحبًا فاطمة');
  });

  it("chooses the plural form by the language's rules, with Latin digits in Arabic", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => ar('results', { count }))).toEqual([
      'لا توجد نتائج',
      'نتيجة واحدة',
      'نتيجتان',
      '3 نتائج',
      '11 نتيجة',
      '100 نتيجة',
    ]);
  });

  it('reads ICU quoting, so a brace can be text, and formats numbers for the language', () => {
    expect(en('quoted')).toBe("Don't {change} this");
    expect(en('amount', { amount: 1500 })).toBe('1,500 members');
  });

  it('throws on a key the catalog lacks at run time, and refuses it at compile time', () => {
    // @ts-expect-error: 'group.missing' is no key of the catalog, so the type check fails on it.
    expect(() => ar('group.missing')).toThrow("No message 'group.missing' in the ar catalog");
  });

  it('throws when a placeholder gets no value', () => {
    expect(() => ar('greeting')).toThrow();
  });
});

describe('compileCatalogModule', () => {
  it('fails on broken ICU syntax', () => {
    expect(() => compileCatalogModule('/x/messages/en/site.json', '{ "text": "Hello {name" }')).toThrow();
  });

  it('fails on a plural form the language does not have', () => {
    expect(() => compileCatalogModule('/x/messages/nl/site.json', '{ "text": "{n, plural, few {# x} other {# y}}" }')).toThrow(/few/);
  });

  it('refuses a file outside a language folder', () => {
    expect(() => compileCatalogModule('/x/messages/site.json', '{}')).toThrow(/language folder/);
  });
});

describe('formatCatalog', () => {
  it('turns a catalog without placeholders into its plain text', () => {
    expect(formatCatalog(pages)).toEqual(rawCatalog('en', 'pages'));
  });
});
