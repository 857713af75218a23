import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { splitLocale } from '@shared/locales';
import { useLoadedPageCopy } from '@web/i18n/locale-texts-context';
import { useCurrentRoute } from './current-route';

/**
 * The prerendered HTML carries each page's head; after client-side navigation
 * this rewrites it with the same tags the prerenderer writes for the new URL.
 * The writer is its own chunk, fetched on the first navigation: a page opened
 * first already has its head, so the first load does not carry it (the home
 * page's 100 KB budget). A static page shown first hydrates without the page
 * copy, and its prerendered head is already its own.
 */
export function DocumentHead() {
  const { page, handle, params } = useCurrentRoute();
  const { pathname, search } = useLocation();
  const pageCopy = useLoadedPageCopy();
  // The location the page was served for already has its prerendered head.
  const served = useRef(true);
  useEffect(() => {
    if (served.current) {
      served.current = false;
      return;
    }
    if (!pageCopy) return;
    let current = true;
    const { locale, path } = splitLocale(pathname);
    const own = handle?.head?.(params, locale, pageCopy);
    void import('./write-page-head').then(({ writePageHead }) => {
      // A later navigation may have overtaken this one while the chunk loaded.
      if (current) writePageHead({ page, pageCopy, locale, englishPath: path, query: new URLSearchParams(search), own });
    });
    return () => {
      current = false;
    };
  }, [page, pageCopy, handle, params, pathname, search]);
  return null;
}
