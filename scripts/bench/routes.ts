import { localizePath } from '../../src/shared/locales';
import { pageKeys, pathTo, type PageKey } from '../../src/shared/routes';
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

/** The Arabic pages Lighthouse audits: the landing page, the buying path and two content pages. */
const arabicKeys: PageKey[] = ['home', 'membership', 'checkout', 'events', 'contact'];

function benchRoute(key: PageKey): BenchRoute {
  const [prerenderedPath] = prerenderedPaths(key);
  if (!prerenderedPath) throw new Error(`${key} has no prerendered path`);
  const path = key === 'checkout' ? pathTo(key, { tierSlug: CHECKOUT_TIER }) : prerenderedPath;
  return { key, path, prerenderedPath };
}

export const englishRoutes: BenchRoute[] = pageKeys.map(benchRoute);

export const arabicPaths: string[] = arabicKeys.map((key) => localizePath(benchRoute(key).path, 'ar'));
