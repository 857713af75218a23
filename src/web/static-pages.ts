import type { HeadPageKey } from './app/page-head';

/**
 * Pages whose prerendered HTML is all they are: no state, no effects, no
 * event handlers, nothing that differs in the browser; their links are their
 * only behaviour. Shown first, such a page is not hydrated and its code never
 * downloads (routing/prerendered-page.tsx). static-pages.test.ts checks each
 * page's imports against this list both ways.
 */
export const staticPages: ReadonlySet<HeadPageKey> = new Set<HeadPageKey>([
  'home',
  'newsArticle',
  'marketInfo',
  'marketOverview',
  'culturalDifferences',
  'focusSectors',
  'partners',
  'services',
  'arbitration',
  'marketExpansion',
  'legalAdvisory',
  'recruitment',
  'taxAdvisory',
  'payrollServices',
  'memberServices',
  'about',
  'missionValues',
  'history',
  'privacy',
  'terms',
  'notFound',
]);

export function isStaticPage(page: HeadPageKey): boolean {
  return staticPages.has(page);
}
