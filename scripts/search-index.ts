import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import * as pagefind from 'pagefind';
import type { Locale } from '../src/shared/locales';
import { searchRecordsFile, siteSearchBodyAttribute, type SearchRecord } from '../src/shared/site-search';

/** A prerendered page the site search covers: its URL and its finished HTML. */
export interface SearchablePage {
  url: string;
  locale: Locale;
  html: string;
}

/** What Pagefind leaves out of a page's text: code, images and anything marked to ignore. */
const notText = 'script, style, template, svg, [data-pagefind-ignore]';

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The page's searchable text as Pagefind reads it: the marked body, without what it ignores. */
function searchRecord(page: SearchablePage): SearchRecord {
  const body = parse(page.html).querySelector(`[${siteSearchBodyAttribute}]`);
  if (!body) throw new Error(`${page.url}: a searchable page marks its content with ${siteSearchBodyAttribute}`);
  for (const ignored of body.querySelectorAll(notText)) ignored.remove();
  const title = collapse((body.querySelector('h1') as HTMLElement | null)?.textContent ?? '');
  return { url: page.url, locale: page.locale, title, text: collapse(body.structuredText) };
}

function failOn(errors: string[], step: string): void {
  if (errors.length > 0) throw new Error(`pagefind ${step}: ${errors.join('; ')}`);
}

/**
 * The site search's two indexes, from the same pages: Pagefind's, one per
 * language (it reads each page's <html lang>), which the browser searches as
 * the visitor types; and the plain records the server searches for a search
 * sent without JavaScript (docs/decisions/0048).
 */
export async function writeSearchIndexes(clientDir: string, pages: SearchablePage[]): Promise<void> {
  const { index, errors } = await pagefind.createIndex({});
  failOn(errors, 'createIndex');
  if (!index) throw new Error('pagefind created no index');
  try {
    for (const page of pages) failOn((await index.addHTMLFile({ url: page.url, content: page.html })).errors, `addHTMLFile ${page.url}`);
    failOn((await index.writeFiles({ outputPath: path.join(clientDir, 'pagefind') })).errors, 'writeFiles');
  } finally {
    await pagefind.close();
  }
  await writeFile(path.join(clientDir, searchRecordsFile), JSON.stringify(pages.map(searchRecord)));
}
