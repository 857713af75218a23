import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalPath, isoDate } from '../about/content-schema';
import { localizedText, personName } from '../localized-text';
import { articles, newsCategories } from './articles';

const article = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: localizedText,
    summary: localizedText,
    content: z.array(localizedText).min(1),
    publishDate: isoDate,
    category: z.enum(newsCategories),
    year: z.number().int(),
    readTime: z.number().int().positive().optional(),
    tags: z.array(localizedText).min(1),
    featured: z.boolean().optional(),
    author: personName.optional(),
    related: z.object({ href: internalPath, label: localizedText }).strict().optional(),
  })
  .strict()
  .refine((item) => String(item.year) === item.publishDate.slice(0, 4), 'year matches the publish date');

describe('news articles content', () => {
  it('has at least fourteen articles, every language written', () => {
    expect(z.array(article).min(14).parse(articles).length).toBeGreaterThanOrEqual(14);
  });

  it('gives every article its own id', () => {
    expect(new Set(articles.map((item) => item.id)).size).toBe(articles.length);
  });

  it('spreads the articles over 2024 to 2026 and over all four categories', () => {
    expect(new Set(articles.map((item) => item.year))).toEqual(new Set([2024, 2025, 2026]));
    expect(newsCategories).toEqual(['News', 'Downloads', 'Videos', 'Podcasts']);
    expect(new Set(articles.map((item) => item.category))).toEqual(new Set(newsCategories));
  });

  it('has more than one page of results at six per page', () => {
    expect(articles.length).toBeGreaterThan(12);
  });
});
