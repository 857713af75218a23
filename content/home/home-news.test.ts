import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalHref } from '../market/content-schema';
import { catalogText } from '../../tests/helpers/messages';
import { localizedText } from '../localized-text';
import { articles, latestArticles } from '../news/articles';
import { homeNews } from './home-news';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  count: z.literal(3),
  defaultReadTimeMinutes: z.number().int().positive(),
  viewAllHref: internalHref,
});

describe('home news content', () => {
  it('has the section copy and shows three stories', () => {
    expect(() => schema.parse(homeNews)).not.toThrow();
    expect(latestArticles(homeNews.count)).toHaveLength(3);
  });

  it('shows the newest stories of the news content, newest first', () => {
    const newest = latestArticles(homeNews.count);
    const dates = newest.map((article) => article.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const shownIds = new Set(newest.map((article) => article.id));
    const oldestShown = dates.at(-1) ?? '';
    expect(articles.filter((article) => !shownIds.has(article.id) && article.publishDate > oldestShown)).toEqual([]);
    expect(newest.every((article) => !('content' in article))).toBe(true);
  });

  it("defaults the reading time to '5 min read'", () => {
    expect(catalogText('en', 'home', 'news.readTime', { minutes: homeNews.defaultReadTimeMinutes })).toBe('5 min read');
  });
});
