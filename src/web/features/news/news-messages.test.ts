import { describe, expect, it } from 'vitest';
import { newsCategories } from '@content/news/articles';
import { locales } from '@shared/locales';
import { catalogText, rawCatalog } from '../../../../tests/helpers/messages';

const en = (key: string, values?: Record<string, string | number>) => catalogText('en', 'news', key, values);

describe('the news catalog', () => {
  it('labels every content type in the order of the specification', () => {
    for (const locale of locales) {
      const { contentType } = rawCatalog<{ contentType: Record<string, string> }>(locale, 'news');
      expect(Object.keys(contentType)).toEqual(['all', ...newsCategories]);
    }
    expect(['all', ...newsCategories].map((type) => en(`contentType.${type}`))).toEqual([
      'All Content',
      'News',
      'Downloads',
      'Videos',
      'Podcasts',
    ]);
  });

  it('uses the wording of the specification', () => {
    expect(en('empty.title')).toBe('No articles found');
    expect(en('filters.newest')).toBe('Newest First');
    expect(en('filters.oldest')).toBe('Oldest First');
    expect(en('article.byAuthor', { author: 'Noor Al-Sulaiti' })).toBe('By Noor Al-Sulaiti');
    expect(en('pagination.page', { page: 2 })).toBe('Page 2');
  });

  it('counts articles with the plural forms of each language', () => {
    expect(en('filters.results', { count: 1 })).toBe('1 article');
    expect(en('filters.results', { count: 9 })).toBe('9 articles');
    expect(catalogText('ar', 'news', 'filters.results', { count: 9 })).toBe('9 مقالات');
    expect(catalogText('ar', 'news', 'filters.results', { count: 12 })).toBe('12 مقالًا');
    expect(catalogText('nl', 'news', 'filters.results', { count: 1 })).toBe('1 artikel');
  });
});
