import { readdirSync } from 'node:fs';
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@shared/locales';
import { flattenCatalog } from '../../../tests/helpers/localized-texts';
import { rawCatalog } from '../../../tests/helpers/messages';

const namespaces = readdirSync(new URL('../../../messages/en', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

const catalogs = Object.fromEntries(
  locales.map((locale) => [
    locale,
    Object.fromEntries(namespaces.map((namespace) => [namespace, flattenCatalog(rawCatalog(locale, namespace))])),
  ]),
) as Record<Locale, Record<string, Record<string, string>>>;

/** Each argument a message takes, with its kind: 'count:plural', 'name:argument'. */
function argumentsOf(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    switch (token.type) {
      case 'content':
      case 'octothorpe':
        return [];
      case 'plural':
      case 'select':
      case 'selectordinal':
        return [`${token.arg}:${token.type}`, ...token.cases.flatMap((option) => argumentsOf(option.tokens))];
      default:
        return [`${token.arg}:${token.type}`];
    }
  });
}

function signature(message: string): string {
  return [...new Set(argumentsOf(parse(message)))].sort().join(', ');
}

/** The plural forms each plural of a message lists (exact '=0' matches aside). */
function pluralForms(tokens: Token[]): string[][] {
  return tokens.flatMap((token) => {
    if (token.type !== 'plural' && token.type !== 'select') return [];
    const nested = token.cases.flatMap((option) => pluralForms(option.tokens));
    if (token.type === 'select') return nested;
    return [
      token.cases
        .map((option) => option.key)
        .filter((key) => !key.startsWith('='))
        .sort(),
      ...nested,
    ];
  });
}

describe.each(namespaces)('the %s catalog', (namespace) => {
  const english = catalogs.en[namespace] ?? {};
  const keys = Object.keys(english).sort();

  it('holds messages', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it.each(locales)('in %s has exactly the keys of English, none empty', (locale) => {
    const catalog = catalogs[locale][namespace] ?? {};
    expect(Object.keys(catalog).sort()).toEqual(keys);
    expect(Object.entries(catalog).filter(([, text]) => text.trim() === '')).toEqual([]);
  });

  it.each(locales)('in %s is valid ICU MessageFormat with the arguments of English', (locale) => {
    const catalog = catalogs[locale][namespace] ?? {};
    const faulty = keys.filter((key) => {
      try {
        return signature(catalog[key] ?? '') !== signature(english[key] ?? '');
      } catch {
        return true;
      }
    });
    expect(faulty).toEqual([]);
  });

  it.each(locales)('in %s gives every plural exactly the forms of the language', (locale) => {
    const forms = new Intl.PluralRules(locale).resolvedOptions().pluralCategories.toSorted();
    const catalog = catalogs[locale][namespace] ?? {};
    const faulty = keys.filter((key) => pluralForms(parse(catalog[key] ?? '')).some((used) => used.join() !== forms.join()));
    expect(faulty).toEqual([]);
  });
});

describe('the catalogs', () => {
  it('use one placeholder syntax: no {{double}} braces left', () => {
    const leftovers = locales.flatMap((locale) =>
      namespaces.flatMap((namespace) =>
        Object.entries(catalogs[locale][namespace] ?? {})
          .filter(([, text]) => text.includes('{{'))
          .map(([key]) => `${locale}/${namespace}.${key}`),
      ),
    );
    expect(leftovers).toEqual([]);
  });
});
