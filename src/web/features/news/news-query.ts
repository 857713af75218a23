import { newsCategories, type NewsCategory, type NewsListing } from '@content/news/articles';
import type { Locale } from '@shared/locales';
import { searchQuery, searchText } from '@shared/format/search-text';

export const NEWS_PAGE_SIZE = 6;
export const MAX_PAGE_BUTTONS = 5;

export type ContentType = 'all' | NewsCategory;
export type NewsSort = 'newest' | 'oldest';

export interface NewsFilters {
  q: string;
  type: ContentType;
  year: number | null;
  sort: NewsSort;
  page: number;
}

export const defaultNewsFilters: NewsFilters = { q: '', type: 'all', year: null, sort: 'newest', page: 1 };

/** Query values are lowercase: `?type=podcasts`. */
function typeFromQuery(value: string | null): ContentType {
  return newsCategories.find((category) => category.toLowerCase() === value) ?? 'all';
}

function positiveInteger(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : null;
}

/** Reads `?q=&type=&year=&sort=&page=`; a missing or unknown value means the default. */
export function parseNewsFilters(params: URLSearchParams): NewsFilters {
  return {
    q: params.get('q')?.trim() ?? '',
    type: typeFromQuery(params.get('type')),
    year: positiveInteger(params.get('year')),
    sort: params.get('sort') === 'oldest' ? 'oldest' : 'newest',
    page: positiveInteger(params.get('page')) ?? 1,
  };
}

export function newsFiltersToParams(filters: NewsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.type !== 'all') params.set('type', filters.type.toLowerCase());
  if (filters.year !== null) params.set('year', String(filters.year));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Any change other than the page itself starts again at page 1. */
export function changeNewsFilters(filters: NewsFilters, change: Partial<NewsFilters>): NewsFilters {
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  return { ...filters, ...change, page: onlyPage ? (change.page ?? filters.page) : 1 };
}

/** `query` comes from searchQuery: normalised once for the whole list. */
function matchesSearch(article: NewsListing, query: string, locale: Locale): boolean {
  if (!query) return true;
  const haystack = [article.title[locale], article.summary[locale], ...article.tags.map((tag) => tag[locale])].join(' ');
  return searchText(haystack).includes(query);
}

/** Articles matching the search and year, before the content type is applied: what the type counts count. */
function searchAndYear(articles: NewsListing[], filters: NewsFilters, locale: Locale): NewsListing[] {
  const query = searchQuery(filters.q);
  return articles.filter((article) => (filters.year === null || article.year === filters.year) && matchesSearch(article, query, locale));
}

/** Every matching article in the chosen order (all pages). */
export function filterNews(articles: NewsListing[], filters: NewsFilters, locale: Locale): NewsListing[] {
  const direction = filters.sort === 'newest' ? -1 : 1;
  return searchAndYear(articles, filters, locale)
    .filter((article) => filters.type === 'all' || article.category === filters.type)
    .sort((a, b) => direction * a.publishDate.localeCompare(b.publishDate));
}

/** How many articles each content type would show with the current search and year. */
export function countByType(articles: NewsListing[], filters: NewsFilters, locale: Locale): Record<ContentType, number> {
  const matching = searchAndYear(articles, filters, locale);
  const counts = { all: matching.length } as Record<ContentType, number>;
  for (const category of newsCategories) {
    counts[category] = matching.filter((article) => article.category === category).length;
  }
  return counts;
}

/** The years that have articles, newest first. */
export function articleYears(articles: NewsListing[]): number[] {
  return [...new Set(articles.map((article) => article.year))].sort((a, b) => b - a);
}

export interface NewsPage {
  items: NewsListing[];
  /** The page shown, kept within 1..pageCount. */
  page: number;
  pageCount: number;
}

export function paginate(list: NewsListing[], page: number, pageSize = NEWS_PAGE_SIZE): NewsPage {
  const pageCount = Math.max(1, Math.ceil(list.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: list.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}

/** At most five neighbouring page numbers, with the current page as central as the ends allow. */
export function pageButtons(page: number, pageCount: number, max = MAX_PAGE_BUTTONS): number[] {
  const count = Math.min(max, pageCount);
  const first = Math.min(Math.max(1, page - Math.floor(count / 2)), pageCount - count + 1);
  return Array.from({ length: count }, (_, index) => first + index);
}
