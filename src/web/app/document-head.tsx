import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from 'react-router';
import { splitLocale, type Locale } from '@shared/locales';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';
import { useRouteTable } from '@web/routing/route-table';
import { pageHead, type HeadCopy, type HeadPageKey } from './page-head';

/** What a page module adds to its route: the page key, and its own head when the route has parameters. */
export interface RouteHandle {
  page: HeadPageKey;
  head?: ((params: Params, locale: Locale, pageCopy: PageCopyInLocale) => HeadCopy) | undefined;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

export interface CurrentRoute {
  page: HeadPageKey;
  handle?: RouteHandle;
  params: Params;
}

/** The innermost page matching a path, with its route parameters; the server asks this too. */
export function matchPage(routes: RouteObject[], pathname: string): CurrentRoute {
  const matches = matchRoutes(routes, pathname) ?? [];
  const match = matches.findLast((candidate) => isRouteHandle(candidate.route.handle));
  const handle = isRouteHandle(match?.route.handle) ? match.route.handle : undefined;
  return { page: handle?.page ?? 'notFound', handle, params: match?.params ?? {} };
}

export function useCurrentRoute(): CurrentRoute {
  const routes = useRouteTable();
  const { pathname } = useLocation();
  return useMemo(() => matchPage(routes, pathname), [routes, pathname]);
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
  const pageCopy = usePageCopy();
  useEffect(() => {
    const { locale, path } = splitLocale(pathname);
    const head = pageHead(page, pageCopy, locale, path, handle?.head?.(params, locale, pageCopy));
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical) {
      const origin = new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin;
      canonical.setAttribute('href', `${origin}${head.canonicalPath}`);
    }
  }, [page, pageCopy, handle, params, pathname]);
  return null;
}
