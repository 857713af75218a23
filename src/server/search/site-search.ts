import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import escapeHtml from 'escape-html';
import type { Locale } from '@shared/locales';
import { searchRecordsFile, type SearchHit, type SearchRecord } from '@shared/site-search';

const MAX_HITS = 20;
/** Words of context on each side of the first match, about Pagefind's excerpt length. */
const EXCERPT_RADIUS = 14;
const TITLE_WEIGHT = 5;

interface Word {
  text: string;
  folded: string;
  start: number;
  end: number;
}

interface IndexedPage {
  record: SearchRecord;
  words: Word[];
  titleWords: string[];
}

/**
 * Lower case, without accents and Arabic short vowels, with the alef and
 * final yeh/teh marbuta forms made one: how a visitor types is not how the
 * text spells, in any of the three languages.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه');
}

function wordsOf(text: string): Word[] {
  return [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((match) => ({
    text: match[0],
    folded: fold(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Every term of the query must begin a word of the page, as in Pagefind; the title counts more. */
function score(page: IndexedPage, terms: string[]): number {
  let total = 0;
  for (const term of terms) {
    const inText = page.words.filter((word) => word.folded.startsWith(term)).length;
    const inTitle = page.titleWords.filter((word) => word.startsWith(term)).length;
    if (inText + inTitle === 0) return 0;
    total += inText + inTitle * TITLE_WEIGHT;
  }
  return total;
}

/** The words around the first match, escaped, each matching word in <mark>. */
function excerpt(page: IndexedPage, terms: string[]): string {
  const matches = (word: Word) => terms.some((term) => word.folded.startsWith(term));
  const first = Math.max(0, page.words.findIndex(matches));
  const from = Math.max(0, first - EXCERPT_RADIUS);
  const to = Math.min(page.words.length - 1, first + EXCERPT_RADIUS);
  const text = page.record.text;
  const start = page.words[from]?.start ?? 0;
  let html = from > 0 ? '… ' : '';
  let at = start;
  for (const word of page.words.slice(from, to + 1)) {
    html += escapeHtml(text.slice(at, word.start));
    html += matches(word) ? `<mark>${escapeHtml(word.text)}</mark>` : escapeHtml(word.text);
    at = word.end;
  }
  return to < page.words.length - 1 ? `${html} …` : `${html}${escapeHtml(text.slice(at))}`;
}

export interface SiteSearch {
  search(query: string, locale: Locale): SearchHit[];
}

/** Searches the text of the pages in one language for what a visitor typed, best first. */
export function createSiteSearch(records: readonly SearchRecord[]): SiteSearch {
  const pages: IndexedPage[] = records.map((record) => ({
    record,
    words: wordsOf(record.text),
    titleWords: wordsOf(record.title).map((word) => word.folded),
  }));
  return {
    search(query, locale) {
      const terms = wordsOf(query).map((word) => word.folded);
      if (terms.length === 0) return [];
      return pages
        .filter((page) => page.record.locale === locale)
        .map((page) => ({ page, score: score(page, terms) }))
        .filter((scored) => scored.score > 0)
        .sort((a, b) => b.score - a.score)
        .slice(0, MAX_HITS)
        .map(({ page }) => ({ url: page.record.url, title: page.record.title, excerptHtml: excerpt(page, terms) }));
    },
  };
}

/** The records the build wrote beside the pages; none before a build. */
export function loadSiteSearch(staticDir: string): SiteSearch {
  const file = path.join(staticDir, searchRecordsFile);
  const records = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as SearchRecord[]) : [];
  return createSiteSearch(records);
}
