import type { RouteObject } from 'react-router';
import { locales, localePrefix } from '@shared/locales';
import { pageKeys, pages, type PageKey } from '@shared/routes';
import type { RouteHandle } from './app/document-head';
import { Shell } from './app/shell';

type PageModule = () => Promise<{ Component: React.ComponentType }>;

/** Every page component lives in pages/<kebab-case page key>-page.tsx as its default export. */
const pageFiles = import.meta.glob<{ default: React.ComponentType }>('./pages/*-page.tsx');

function kebabCase(key: string): string {
  return key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function pageModule(key: PageKey | 'notFound' | 'standard'): PageModule | undefined {
  const load = pageFiles[`./pages/${kebabCase(key)}-page.tsx`];
  return load && (async () => ({ Component: (await load()).default }));
}

const standardPage = pageModule('standard');

function pageRoutes(): RouteObject[] {
  const routes: RouteObject[] = pageKeys.map((key) => {
    const handle: RouteHandle = { page: key };
    const path = pages[key].path;
    const lazy = pageModule(key) ?? standardPage;
    return path === '/' ? { index: true, handle, lazy } : { path: path.slice(1), handle, lazy };
  });
  const notFound: RouteHandle = { page: 'notFound' };
  routes.push({ path: '*', handle: notFound, lazy: pageModule('notFound') });
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
