import { describe, expect, it } from 'vitest';
import { articles } from '@content/news/articles';
import {
  articleYears,
  changeNewsFilters,
  countByType,
  defaultNewsFilters,
  filterNews,
  newsFiltersToParams,
  pageButtons,
  paginate,
  parseNewsFilters,
  type NewsFilters,
} from './news-query';

const filters = (change: Partial<NewsFilters> = {}): NewsFilters => ({ ...defaultNewsFilters, ...change });
const ids = (change: Partial<NewsFilters>, locale: 'en' | 'ar' | 'nl' = 'en') =>
  filterNews(articles, filters(change), locale).map((article) => article.id);

describe('filterNews', () => {
  it('shows every article, newest first, by default', () => {
    const dates = filterNews(articles, filters(), 'en').map((article) => article.publishDate);
    expect(dates).toHaveLength(articles.length);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('sorts oldest first on request', () => {
    const dates = filterNews(articles, filters({ sort: 'oldest' }), 'en').map((article) => article.publishDate);
    expect(dates).toEqual([...dates].sort());
  });

  it('searches titles, summaries and tags in the page language, ignoring case', () => {
    expect(ids({ q: 'HAMAD PORT' })).toEqual(['rotterdam-to-hamad-port-video']);
    expect(ids({ q: 'in four minutes' })).toEqual(['investment-summit-2026-highlights']);
    expect(ids({ q: 'scale-ups' })).toEqual([]);
    expect(ids({ q: 'young professionals' })).toContain('podcast-career-doha-amsterdam');
    expect(ids({ q: 'waterstof' }, 'nl')).toEqual([
      'hydrogen-cooperation-agreement',
      'podcast-one-energy-transition',
      'energy-transition-forum',
    ]);
  });

  it('filters by content type and by year, alone and together', () => {
    expect(ids({ type: 'Podcasts' })).toEqual([
      'podcast-one-energy-transition',
      'podcast-career-doha-amsterdam',
      'podcast-dutch-water-knowledge',
    ]);
    expect(filterNews(articles, filters({ year: 2024 }), 'en').every((article) => article.year === 2024)).toBe(true);
    expect(ids({ type: 'Downloads', year: 2025 })).toEqual(['doing-business-in-qatar-guide-2025', 'tax-treaty-factsheet']);
  });

  it('finds nothing when nothing matches', () => {
    expect(ids({ q: 'no such article' })).toEqual([]);
  });
});

describe('countByType', () => {
  it('counts every type, and all content, for the current search and year', () => {
    const counts = countByType(articles, filters(), 'en');
    expect(counts).toEqual({ all: 20, News: 10, Downloads: 4, Videos: 3, Podcasts: 3 });
    expect(counts.News + counts.Downloads + counts.Videos + counts.Podcasts).toBe(counts.all);
    expect(countByType(articles, filters({ year: 2024 }), 'en')).toEqual({ all: 5, News: 2, Downloads: 1, Videos: 1, Podcasts: 1 });
  });

  it('does not depend on the chosen type', () => {
    expect(countByType(articles, filters({ type: 'Videos' }), 'en')).toEqual(countByType(articles, filters(), 'en'));
  });
});

describe('pagination', () => {
  it('shows six articles a page', () => {
    const list = filterNews(articles, filters(), 'en');
    expect(paginate(list, 1).items).toHaveLength(6);
    expect(paginate(list, 4)).toMatchObject({ page: 4, pageCount: 4 });
    expect(paginate(list, 4).items).toHaveLength(2);
  });

  it('keeps the page within range and has one page for an empty list', () => {
    const list = filterNews(articles, filters(), 'en');
    expect(paginate(list, 99).page).toBe(4);
    expect(paginate(list, 0).page).toBe(1);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it('shows at most five page buttons around the current page', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageButtons(12, 12)).toEqual([8, 9, 10, 11, 12]);
    expect(pageButtons(2, 5)).toEqual([1, 2, 3, 4, 5]);
    for (let page = 1; page <= 20; page += 1) expect(pageButtons(page, 20).length).toBeLessThanOrEqual(5);
  });
});

describe('changing filters', () => {
  it('goes back to page 1 when any filter changes', () => {
    const onPageThree = filters({ page: 3 });
    expect(changeNewsFilters(onPageThree, { q: 'energy' }).page).toBe(1);
    expect(changeNewsFilters(onPageThree, { type: 'News' }).page).toBe(1);
    expect(changeNewsFilters(onPageThree, { year: 2025 }).page).toBe(1);
    expect(changeNewsFilters(onPageThree, { sort: 'oldest' }).page).toBe(1);
  });

  it('keeps the filters when only the page changes', () => {
    expect(changeNewsFilters(filters({ type: 'News', page: 1 }), { page: 2 })).toEqual(filters({ type: 'News', page: 2 }));
  });
});

describe('filters in the query', () => {
  it('reads and writes every filter, leaving defaults out', () => {
    const chosen = filters({ q: 'energy', type: 'Podcasts', year: 2026, sort: 'oldest', page: 2 });
    const params = newsFiltersToParams(chosen);
    expect(params.toString()).toBe('q=energy&type=podcasts&year=2026&sort=oldest&page=2');
    expect(parseNewsFilters(params)).toEqual(chosen);
    expect(newsFiltersToParams(defaultNewsFilters).toString()).toBe('');
  });

  it('falls back to the defaults for unknown values', () => {
    expect(parseNewsFilters(new URLSearchParams('type=blogs&year=abc&sort=random&page=-2'))).toEqual(defaultNewsFilters);
  });

  it('lists the years with articles, newest first', () => {
    expect(articleYears(articles)).toEqual([2026, 2025, 2024]);
  });
});
