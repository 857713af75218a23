import { describe, expect, it } from 'vitest';
import { articles, type NewsArticle } from '@content/news/articles';
import { relatedArticles } from './related-articles';

const stub = (id: string, category: NewsArticle['category'], publishDate: string): NewsArticle => ({
  id,
  title: { en: id, ar: id, nl: id },
  summary: { en: id, ar: id, nl: id },
  content: [{ en: id, ar: id, nl: id }],
  publishDate,
  category,
  year: Number(publishDate.slice(0, 4)),
  tags: [{ en: 'tag', ar: 'tag', nl: 'tag' }],
});

describe('relatedArticles', () => {
  const current = stub('current', 'Videos', '2025-05-01');
  const list = [
    current,
    stub('news-new', 'News', '2026-01-01'),
    stub('video-old', 'Videos', '2024-01-01'),
    stub('video-new', 'Videos', '2025-09-01'),
    stub('news-old', 'News', '2024-06-01'),
  ];

  it('puts the same content type first, newest first, and never the article itself', () => {
    expect(relatedArticles(list, current).map((article) => article.id)).toEqual(['video-new', 'video-old', 'news-new']);
  });

  it('returns at most the number asked for', () => {
    expect(relatedArticles(list, current, 1)).toHaveLength(1);
    expect(relatedArticles([current], current)).toEqual([]);
  });

  it('finds three for every real article', () => {
    for (const article of articles) expect(relatedArticles(articles, article)).toHaveLength(3);
  });
});
