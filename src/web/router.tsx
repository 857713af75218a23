import type { RouteObject } from 'react-router';
import { locales, localePrefix } from '@shared/locales';
import { pageKeys, pages } from '@shared/routes';
import type { RouteHandle } from './app/current-route';
import type { HeadPageKey } from './app/page-head';
import { Shell } from './app/shell';
import { pageFileName, standardPageFileName } from './page-files';
import { inStaticFrame } from './routing/prerendered-page';
import { isStaticPage } from './static-pages';

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
    return { Component: isStaticPage(page) ? inStaticFrame(module.default) : module.default, handle };
  };
}

/** The page's key is on its route before its code loads: a static page shown first never loads it. */
function pageRoute(page: HeadPageKey, path: string): RouteObject {
  const route = { lazy: lazyPage(page), handle: { page } satisfies RouteHandle };
  return path === '/' ? { index: true, ...route } : { path: path.slice(1), ...route };
}

function pageRoutes(): RouteObject[] {
  return [...pageKeys.map((key) => pageRoute(key, pages[key].path)), pageRoute('notFound', '/*')];
}

/** One route table, served once per language under the language's prefix. */
export function createRoutes(): RouteObject[] {
  return locales.map((locale) => ({
    path: localePrefix(locale) || '/',
    Component: Shell,
    children: pageRoutes(),
  }));
}
