import type { RouteObject } from 'react-router';
import { locales, localePrefix } from '@shared/locales';
import { pageKeys, pages } from '@shared/routes';
import type { RouteHandle } from './app/document-head';
import type { HeadPageKey } from './app/page-head';
import { Shell } from './app/shell';
import { pageFileName, standardPageFileName } from './page-files';

interface PageModule {
  default: React.ComponentType;
  head?: RouteHandle['head'];
}

/** A page module's default export is its component; a page of a route with parameters may export `head`. */
const pageFiles = import.meta.glob<PageModule>('./pages/*-page.tsx');

/** Loads the page's module, or the standard page for pages without one of their own. */
function lazyPage(page: HeadPageKey): RouteObject['lazy'] {
  const load = pageFiles[`./pages/${pageFileName(page)}`] ?? pageFiles[`./pages/${standardPageFileName}`];
  if (!load) throw new Error(`No page module for ${page}`);
  return async () => {
    const module = await load();
    const handle: RouteHandle = { page, head: module.head };
    return { Component: module.default, handle };
  };
}

function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = pageKeys.map((key) => {
    const path = pages[key].path;
    const lazy = lazyPage(key);
    return path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy };
  });
  routes.push({ path: '*', lazy: lazyPage('notFound') });
  return routes;
}

/** One route table, served once per language under the language's prefix. */
export function createRoutes(): RouteObject[] {
  return locales.map((locale) => ({
    path: localePrefix(locale) || '/',
    Component: Shell,
    children: pageRoutes(),
  }));
}
