import { events } from '../content/events/events';
import { articles } from '../content/news/articles';
import type { PageVariant } from '../src/shared/page-variants';
import { pathTo, prerenderPath, type PageKey } from '../src/shared/routes';

/**
 * The English paths a page is prerendered at: one per article for the article
 * route and one per event for the event route, the shell for other routes
 * with parameters, else the page's own path.
 */
export function prerenderedPaths(key: PageKey): string[] {
  if (key === 'newsArticle') return articles.map((article) => pathTo(key, { articleId: article.id }));
  if (key === 'eventDetail') return events.map((event) => pathTo(key, { eventId: event.id }));
  return [prerenderPath(key)];
}

/** The file name a variant is written to, which the page store reads back. */
export function variantFileName(variant: PageVariant): string {
  return variant.value === undefined ? `${variant.param}.html` : `${variant.param}=${variant.value}.html`;
}

/** The query a variant is rendered with; any value stands for "a value". */
export function variantQuery(variant: PageVariant): string {
  return `?${variant.param}=${encodeURIComponent(variant.value ?? 'any')}`;
}
