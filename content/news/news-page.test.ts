import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText } from '../localized-text';
import { newsCategories } from './articles';
import { contentTypeLabels, newsPage } from './news-page';

const labels = z.record(z.string(), localizedText);
const counted = z.object({ one: localizedText, other: localizedText }).strict();

describe('news page content', () => {
  it('labels every content type in the order of the specification', () => {
    expect(Object.keys(contentTypeLabels)).toEqual(['all', ...newsCategories]);
    expect(Object.values(contentTypeLabels).map((label) => label.en)).toEqual(['All Content', 'News', 'Downloads', 'Videos', 'Podcasts']);
    expect(() => labels.parse(contentTypeLabels)).not.toThrow();
  });

  it('writes every label in every language', () => {
    const { filters, ...sections } = newsPage;
    const { results, ...filterLabels } = filters;
    expect(() => z.record(z.string(), labels).parse(sections)).not.toThrow();
    expect(() => labels.parse(filterLabels)).not.toThrow();
    expect(() => counted.parse(results)).not.toThrow();
  });

  it('uses the wording of the specification', () => {
    expect(newsPage.empty.title.en).toBe('No articles found');
    expect(newsPage.filters.newest.en).toBe('Newest First');
    expect(newsPage.filters.oldest.en).toBe('Oldest First');
    expect(newsPage.article.readTimeShort.en).toBe('{minutes} min read');
    expect(newsPage.article.readTimeLong.en).toBe('{minutes} min');
  });
});
