import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { splitLocale } from '@shared/locales';
import { pageHead, type HeadPageKey } from './page-head';

export interface RouteHandle {
  page: HeadPageKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

export function useCurrentPage(): HeadPageKey {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  return handle?.page ?? 'notFound';
}

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * The prerendered HTML carries each page's head; after client-side navigation
 * this keeps the title, description and canonical URL in step with the route.
 */
export function DocumentHead() {
  const page = useCurrentPage();
  const { pathname } = useLocation();
  useEffect(() => {
    const { locale, path } = splitLocale(pathname);
    const head = pageHead(page, locale, path);
    document.title = head.title;
    setMeta('meta[name="description"]', 'content', head.description);
    setMeta('meta[property="og:title"]', 'content', head.title);
    setMeta('meta[property="og:description"]', 'content', head.description);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical) {
      const origin = new URL(canonical.getAttribute('href') ?? '/', window.location.href).origin;
      canonical.setAttribute('href', `${origin}${head.canonicalPath}`);
    }
  }, [page, pathname]);
  return null;
}
