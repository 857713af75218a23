import escapeHtml from 'escape-html';
import { searchHitsHtml, searchResultAttributes, searchStatus, type SearchHit } from '@shared/site-search';

/** The longest query searched; the form's field allows the same. */
export const MAX_QUERY_LENGTH = 100;

/** An attribute with no value, as the prerenderer writes it (`data-x`) or as a browser serialises it (`data-x=""`). */
function emptyAttribute(name: string): string {
  return `\\s${name}(?:="")?(?=[\\s>])`;
}

function attributeValue(html: string, name: string): string {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(html)?.[1] ?? '';
}

/**
 * Writes a search sent without JavaScript into the prerendered search page:
 * the query back into the page's own field, the status sentence (the page's
 * own texts, which stay escaped as the page holds them), and the results.
 */
export function insertSearchResults(html: string, query: string, hits: readonly SearchHit[]): string {
  const escapedQuery = escapeHtml(query);
  const texts = {
    found: attributeValue(html, searchResultAttributes.foundText),
    none: attributeValue(html, searchResultAttributes.noneText),
  };
  const formAt = html.indexOf('data-live-search');
  if (formAt === -1) return html;
  const before = html.slice(0, formAt);
  const after = html
    .slice(formAt)
    .replace(/<input\b[^>]*\sname="q"[^>]*>/, (tag) => tag.replace(/^<input/, `<input value="${escapedQuery}"`))
    .replace(
      new RegExp(`(<p\\b[^>]*${emptyAttribute(searchResultAttributes.status)}[^>]*>)[^<]*(</p>)`),
      (_whole, open: string, close: string) => `${open}${searchStatus(escapedQuery, hits.length, texts)}${close}`,
    )
    .replace(
      new RegExp(`(<ol\\b[^>]*${emptyAttribute(searchResultAttributes.hits)}[^>]*>)(</ol>)`),
      (_whole, open: string, close: string) => `${open}${searchHitsHtml(hits)}${close}`,
    );
  return `${before}${after}`;
}
