import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allLocalizedTexts, flattenCatalog, type Catalog } from '../../../tests/helpers/localized-texts';

/*
 * The glossary (docs/language/glossary.json, explained in glossary.md) gives
 * each recurring term one translation per language. This reads every catalog
 * in messages/ and every text of the content modules, and names the file, the
 * key and what to write wherever a translation strays from it.
 */

type Translated = 'ar' | 'nl';
const translatedLocales: Translated[] = ['ar', 'nl'];

interface Rendering {
  /** What the translator writes, as the glossary table shows it. */
  write: string;
  /** Found in every translation whose English names the term; absent where good translations may rephrase it. */
  use?: string;
  /** Found in no translation whose English names the term. */
  avoid: string[];
  /** Found in no translation at all. */
  never: string[];
}

interface Term {
  term: string;
  en: string;
  ar: Rendering;
  nl: Rendering;
}

/** One text in the three languages, and where a translator finds each translation. */
interface Text {
  en: string;
  translations: Partial<Record<Translated, { text: string; where: string }>>;
}

const messagesFolder = new URL('../../../messages/', import.meta.url);
const glossary = JSON.parse(readFileSync(new URL('../../../docs/language/glossary.json', import.meta.url), 'utf8')) as { terms: Term[] };

function readCatalog(locale: string, file: string): Record<string, string> {
  try {
    return flattenCatalog(JSON.parse(readFileSync(new URL(`${locale}/${file}`, messagesFolder), 'utf8')) as Catalog);
  } catch {
    return {};
  }
}

function catalogTexts(): Text[] {
  const files = readdirSync(new URL('en/', messagesFolder)).filter((file) => file.endsWith('.json'));
  return files.flatMap((file) => {
    const english = readCatalog('en', file);
    const translated = Object.fromEntries(translatedLocales.map((locale) => [locale, readCatalog(locale, file)]));
    return Object.entries(english).map(([key, en]) => ({
      en,
      translations: Object.fromEntries(
        translatedLocales.flatMap((locale) => {
          const text = translated[locale]?.[key];
          return text === undefined ? [] : [[locale, { text, where: `messages/${locale}/${file} › ${key}` }]];
        }),
      ),
    }));
  });
}

/**
 * The prose of the content modules: texts of eight words or more. Their short
 * labels are interface texts on their way to catalogs, checked there; the
 * account texts already are.
 */
function contentProse(): Text[] {
  const words = (text: string) => text.split(/\s+/).length;
  const prose = allLocalizedTexts().filter(({ where, text }) => !where.startsWith('content/accounts/') && words(text.en) >= 8);
  return prose.map(({ where, text }) => ({
    en: text.en,
    translations: Object.fromEntries(
      translatedLocales.flatMap((locale) =>
        text[locale] === undefined ? [] : [[locale, { text: text[locale], where: `${where}.${locale}` }]],
      ),
    ),
  }));
}

/** Arabic compared without its vowel marks and tatweel: 'سجّلوا' and 'سجلوا' are the same word. */
function comparable(text: string, locale: Translated): string {
  return locale === 'ar' ? text.replace(/[\u064B-\u065F\u0670\u0640]/g, '') : text;
}

const pattern = (source: string) => new RegExp(source, 'iu');

/** 'Joining as {tier}' names no tier: the argument's name is no word of the text. */
const withoutArguments = (message: string) => message.replace(/\{\s*\w+\s*\}/g, '');

function glossaryProblems(texts: Text[]): string[] {
  return texts.flatMap(({ en, translations }) =>
    glossary.terms.flatMap((term) =>
      translatedLocales.flatMap((locale) => {
        const translation = translations[locale];
        if (!translation) return [];
        const rendering = term[locale];
        const text = comparable(translation.text, locale);
        const problems: string[] = [];
        const named = pattern(term.en).test(withoutArguments(en));
        const forbidden = named ? [...rendering.never, ...rendering.avoid] : rendering.never;
        const stray = forbidden.map((variant) => text.match(pattern(comparable(variant, locale)))?.[0]).find(Boolean);
        if (stray) problems.push(`${translation.where}: "${stray}" is not how we translate "${term.term}"; write ${rendering.write}.`);
        else if (named && rendering.use && !pattern(comparable(rendering.use, locale)).test(text))
          problems.push(`${translation.where}: the English says "${term.term}"; write ${rendering.write} (now: "${translation.text}").`);
        return problems;
      }),
    ),
  );
}

describe('glossary', () => {
  it('gives each term one translation per language and a pattern that finds it', () => {
    for (const term of glossary.terms) {
      for (const locale of translatedLocales) {
        const { write, use, avoid, never } = term[locale];
        if (use) expect(pattern(comparable(use, locale)).test(comparable(write, locale)), term.term).toBe(true);
        for (const variant of [...avoid, ...never]) expect(pattern(variant).test(write), `${term.term}: ${variant}`).toBe(false);
      }
    }
  });

  it('is followed by every catalog in messages/', () => {
    expect(glossaryProblems(catalogTexts())).toEqual([]);
  });

  it('is followed by the prose of the content modules', () => {
    expect(glossaryProblems(contentProse())).toEqual([]);
  });
});
