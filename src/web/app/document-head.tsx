import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '@shared/locales';
import { useLoadedPageCopy } from '@web/i18n/locale-texts-context';
import { useCurrentRoute } from './current-route';
import { pageHead } from './page-head';

function setMeta(selector: string, attribute: 'content' | 'href', value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * The prerendered HTML carries each page's head; after client-side navigation
 * this keeps the title, description and canonical URL in step with the route.
 * A static page shown first hydrates without the page copy, and its
 * prerendered head is already its own.
 */
export function DocumentHead() {
  const { page, handle, params } = useCurrentRoute();
  const { pathname } = useLocation();
  const pageCopy = useLoadedPageCopy();
  // Before the paint, so the new page never shows under the old title.
  useLayoutEffect(() => {
    if (!pageCopy) return;
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
