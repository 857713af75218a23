import { useMemo } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from 'react-router';
import type { Locale } from '@shared/locales';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';
import { useRouteTable } from '@web/routing/route-table';
import type { HeadCopy, HeadPageKey } from './page-head';

/** What a page's route carries: the page key, and once its module has loaded, its own head when the route has parameters. */
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
