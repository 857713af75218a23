import { departmentIds } from '../content/contact/departments';
import { articles } from '../content/news/articles';
import { pathTo, prerenderPath, type PageKey } from '../src/shared/routes';

/**
 * The English paths a page is prerendered at: one per article for the article
 * route, the shell for other routes with parameters, else the page's own path.
 */
export function prerenderedPaths(key: PageKey): string[] {
  if (key === 'newsArticle') return articles.map((article) => pathTo(key, { articleId: article.id }));
  return [prerenderPath(key)];
}

/** A page as a query parameter changes it: `value` undefined stands for any value (the page only asks whether it is there). */
export interface PageVariant {
  param: string;
  value?: string;
}

/**
 * Query parameters that change what a page shows. Each variant is prerendered
 * beside the page (`<page dir>/<param>=<value>.html`, or `<param>.html` for
 * any value) and served for that query, so the page is right before and
 * without its script: the contact page's department filter, and the reset
 * page's new-password form for the token in the emailed link.
 */
const pageVariants: Partial<Record<PageKey, PageVariant[]>> = {
  contact: departmentIds.map((value) => ({ param: 'department', value })),
  passwordReset: [{ param: 'token' }],
};

export function prerenderedVariants(key: PageKey): PageVariant[] {
  return pageVariants[key] ?? [];
}

/** The file name a variant is written to, which the page store reads back. */
export function variantFileName(variant: PageVariant): string {
  return variant.value === undefined ? `${variant.param}.html` : `${variant.param}=${variant.value}.html`;
}

/** The query a variant is rendered with; any value stands for "a value". */
export function variantQuery(variant: PageVariant): string {
  return `?${variant.param}=${encodeURIComponent(variant.value ?? 'any')}`;
}
