import { defaultLocale, locales, localizePath, splitLocale, type Locale } from '../../src/shared/locales';
import { isIndexablePage } from '../../src/shared/page-variants';
import { findPage, pageKeys, pathTo, type PageKey } from '../../src/shared/routes';
import { prerenderedPaths } from '../prerendered-paths';

export interface BenchRoute {
  key: PageKey;
  /** A URL a visitor opens, in English: dynamic routes get a real parameter. */
  path: string;
  /** The English path of the prerendered HTML that answers it. */
  prerenderedPath: string;
}

/** A tier that exists, so the checkout page loads as a buyer sees it. */
const CHECKOUT_TIER = 'professional';

/** The pages Lighthouse audits in the other languages: the landing page, the buying path and three content pages. */
const translatedSampleKeys: PageKey[] = ['home', 'membership', 'checkout', 'events', 'news', 'contact'];

function benchRoute(key: PageKey): BenchRoute {
  const [prerenderedPath] = prerenderedPaths(key);
  if (!prerenderedPath) throw new Error(`${key} has no prerendered path`);
  const path = key === 'checkout' ? pathTo(key, { tierSlug: CHECKOUT_TIER }) : prerenderedPath;
  return { key, path, prerenderedPath };
}

export const englishRoutes: BenchRoute[] = pageKeys.map(benchRoute);

/**
 * The English URLs Lighthouse audits: every route, and the success page also
 * as the checkout leaves a buyer on it, naming the tier bought (which makes
 * the page fetch the tiers to list what the membership includes).
 */
export const englishLighthousePaths: string[] = englishRoutes.flatMap((route) =>
  route.key === 'membershipSuccess' ? [route.path, `${route.path}?tier=${CHECKOUT_TIER}`] : [route.path],
);

/** The sample pages in each language other than English, one list per language. */
export const translatedLighthousePaths: Array<{ locale: Locale; paths: string[] }> = locales
  .filter((locale) => locale !== defaultLocale)
  .map((locale) => ({ locale, paths: translatedSampleKeys.map((key) => localizePath(benchRoute(key).path, locale)) }));

/** Whether the page at a URL path (with its query, in any language) asks to be indexed, as its head says. */
export function isIndexable(urlPath: string): boolean {
  const url = new URL(urlPath, 'http://localhost');
  const page = findPage(splitLocale(url.pathname).path);
  return page !== undefined && isIndexablePage(page.key, url.searchParams);
}
