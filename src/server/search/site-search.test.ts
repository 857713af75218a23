import { describe, expect, it } from 'vitest';
import type { SearchRecord } from '@shared/site-search';
import { insertSearchResults } from './search-page-answer';
import { createSiteSearch, fold } from './site-search';

const records: SearchRecord[] = [
  { url: '/news/a', locale: 'en', title: 'Hydrogen deal', text: 'Hydrogen deal. Companies <agree> to study hydrogen & carbon capture.' },
  { url: '/events', locale: 'en', title: 'Events', text: 'A forum on hydrogen, LNG and water.' },
  { url: '/nl/news/a', locale: 'nl', title: 'Waterstofakkoord', text: 'Bedrijven onderzoeken waterstof.' },
  { url: '/ar/news/a', locale: 'ar', title: 'اتفاقية الهيدروجين', text: 'اتفاقية الهيدروجين. دراسة سلسلة إمداد للهيدروجين.' },
];

const search = createSiteSearch(records);

describe('the server-side site search', () => {
  it('finds pages of the visitor language only, title matches first', () => {
    expect(search.search('hydrogen', 'en').map((hit) => hit.url)).toEqual(['/news/a', '/events']);
    expect(search.search('waterstof', 'nl').map((hit) => hit.url)).toEqual(['/nl/news/a']);
    expect(search.search('hydrogen', 'nl')).toEqual([]);
  });

  it('needs every word, each as the start of a word of the page', () => {
    expect(search.search('hydro carbon', 'en').map((hit) => hit.url)).toEqual(['/news/a']);
    expect(search.search('ydrogen', 'en')).toEqual([]);
    expect(search.search('  ', 'en')).toEqual([]);
  });

  it('folds case, accents and Arabic letter forms', () => {
    expect(fold('Énergie')).toBe('energie');
    expect(fold('إمداد')).toBe(fold('امداد'));
    expect(search.search('HYDROGÈN', 'en')).toHaveLength(2);
    expect(search.search('اتفاقيه', 'ar').map((hit) => hit.url)).toEqual(['/ar/news/a']);
  });

  it('escapes the excerpt and marks the matches', () => {
    const [hit] = search.search('capture', 'en');
    expect(hit?.excerptHtml).toContain('&lt;agree&gt; to study hydrogen &amp; carbon <mark>capture</mark>.');
  });
});

describe('the search page answer', () => {
  const page =
    '<form data-live-search=""><input id="q" type="search" name="q"/></form>' +
    '<div data-found-text="Results for “{query}”" data-none-text="Nothing for “{query}”">' +
    '<p role="status" data-search-status="">Type a word</p><ol data-search-hits=""></ol></div>';

  it('writes the query, the status and the results into the page, escaped', () => {
    const html = insertSearchResults(page, '<b>"x"', [{ url: '/a?b&c', title: 'A <b>', excerptHtml: 'a <mark>x</mark>' }]);
    expect(html).toContain('<input value="&lt;b&gt;&quot;x&quot;" id="q"');
    expect(html).toContain('data-search-status="">Results for “&lt;b&gt;&quot;x&quot;”</p>');
    expect(html).toContain('<a class="underline-offset-4 hover:underline" href="/a?b&amp;c">A &lt;b&gt;</a>');
    expect(html).toContain('a <mark>x</mark>');
  });

  it('says nothing matched when nothing did', () => {
    expect(insertSearchResults(page, 'zz', [])).toContain('data-search-status="">Nothing for “zz”</p><ol data-search-hits=""></ol>');
  });

  it('finds the status and the list also when their attributes are written without a value, as the prerenderer writes them', () => {
    const prerendered = page.replaceAll('=""', '');
    const html = insertSearchResults(prerendered, 'x', [{ url: '/a', title: 'A', excerptHtml: 'a <mark>x</mark>' }]);
    expect(html).toContain('data-search-status>Results for “x”</p>');
    expect(html).toContain('<ol data-search-hits><li');
  });
});
