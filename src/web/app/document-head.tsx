import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '@shared/locales';
import { useLoadedPageCopy } from '@web/i18n/locale-texts-context';
import { useCurrentRoute } from './current-route';
import { headTags } from './head-tags';
import { pageHead } from './page-head';
import { writeHeadTags } from './write-head-tags';

/** The origin the prerenderer made canonical URLs absolute to (SITE_URL at build time), read back from the page. */
function prerenderedSiteUrl(): string {
  const canonical = document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '/';
  return new URL(canonical, window.location.href).origin;
}

/**
 * The prerendered HTML carries each page's head; after client-side navigation
 * this rewrites it with the same tags the prerenderer writes for the new URL.
 * A static page shown first hydrates without the page copy, and its
 * prerendered head is already its own.
 */
export function DocumentHead() {
  const { page, handle, params } = useCurrentRoute();
  const { pathname, search } = useLocation();
  const pageCopy = useLoadedPageCopy();
  // Before the paint, so the new page never shows under the old title.
  useLayoutEffect(() => {
    if (!pageCopy) return;
    const { locale, path } = splitLocale(pathname);
    const own = handle?.head?.(params, locale, pageCopy);
    const head = pageHead({ page, pageCopy, locale, englishPath: path, query: new URLSearchParams(search), own });
    writeHeadTags(document.head, headTags(head, prerenderedSiteUrl()));
  }, [page, pageCopy, handle, params, pathname, search]);
  return null;
}
