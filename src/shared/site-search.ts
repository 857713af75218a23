import escapeHtml from 'escape-html';
import type { Locale } from './locales';
import type { PageKey } from './routes';

/** Marks a page's content for the site search (Pagefind's own attribute), so header and footer stay out. */
export const siteSearchBodyAttribute = 'data-pagefind-body';

/** Where the build writes the text the server searches, inside the client folder; the server never serves it. */
export const searchRecordsFile = 'search-records.json';

/** Where the browser loads Pagefind from, and the index beside it. */
export const pagefindPath = '/pagefind/';

/** One page's searchable text, as the server searches it. */
export interface SearchRecord {
  url: string;
  locale: Locale;
  title: string;
  text: string;
}

/** A page that matched: its excerpt is HTML, escaped, with the matches in <mark>. */
export interface SearchHit {
  url: string;
  title: string;
  excerptHtml: string;
}

/** The search covers the pages worth indexing, but not the search page itself. */
export function isSiteSearchable(page: PageKey | 'notFound', indexable: boolean): boolean {
  return indexable && page !== 'search';
}

/** The attributes of the search page's result area, where the server and the browser write results. */
export const searchResultAttributes = {
  status: 'data-search-status',
  hits: 'data-search-hits',
  /** The status sentences, each with a `{query}` slot. */
  foundText: 'data-found-text',
  noneText: 'data-none-text',
  /** What the status says before any search. */
  startText: 'data-start-text',
} as const;

/** The sentence above the results: found or not, with the query. */
export function searchStatus(query: string, hitCount: number, texts: { found: string; none: string }): string {
  return (hitCount > 0 ? texts.found : texts.none).replace('{query}', query);
}

/** The results as list items: each a card with a linked title, the excerpt and the page's address. */
export function searchHitsHtml(hits: readonly SearchHit[]): string {
  return hits
    .map(
      (hit) =>
        `<li class="rounded-xl border border-border bg-surface-raised p-5 shadow-sm">` +
        `<h2 class="text-lg font-semibold text-fg"><a class="underline-offset-4 hover:underline" href="${escapeHtml(hit.url)}">${escapeHtml(hit.title)}</a></h2>` +
        `<p class="mt-2 text-sm leading-relaxed text-fg-muted [&_mark]:rounded-sm [&_mark]:bg-accent/30 [&_mark]:px-0.5 [&_mark]:text-fg">${hit.excerptHtml}</p>` +
        `<p class="mt-2 text-xs text-fg-muted" dir="ltr">${escapeHtml(hit.url)}</p>` +
        `</li>`,
    )
    .join('');
}
