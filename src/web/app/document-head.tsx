import { useEffect } from 'react';
import { useLocation, useMatches, type Params } from 'react-router';
import { splitLocale, type Locale } from '@shared/locales';
import { pageHead, type HeadCopy, type HeadPageKey } from './page-head';

/** What a page module adds to its route: the page key, and its own head when the route has parameters. */
export interface RouteHandle {
  page: HeadPageKey;
  head?: ((params: Params, locale: Locale) => HeadCopy) | undefined;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The innermost matched page, with its route parameters. */
export function useCurrentRoute(): { page: HeadPageKey; handle?: RouteHandle; params: Params } {
  const matches = useMatches();
  const match = matches.findLast((candidate) => isRouteHandle(candidate.handle));
  const handle = match?.handle as RouteHandle | undefined;
  return { page: handle?.page ?? 'notFound', handle, params: match?.params ?? {} };
}

export function useCurrentPage(): HeadPageKey {
  return useCurrentRoute().page;
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * The prerendered HTML carries each page's head; after client-side navigation
 * this keeps the title, description and canonical URL in step with the route.
 */
export function DocumentHead() {
  const { page, handle, params } = useCurrentRoute();
  const { pathname } = useLocation();
  useEffect(() => {
    const { locale, path } = splitLocale(pathname);
    const head = pageHead(page, locale, path, handle?.head?.(params, locale));
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical) {
      const origin = new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin;
      canonical.setAttribute('href', `${origin}${head.canonicalPath}`);
    }
  }, [page, handle, params, pathname]);
  return null;
}
