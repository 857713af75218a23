import { useSyncExternalStore } from 'react';
import type { Locale } from '@shared/locales';
import type { PageCopyInLocale } from './locale-texts';

/** One chunk per language, so a page downloads only the copy of its own language. */
const loaders: Record<Locale, () => Promise<{ pageCopy: PageCopyInLocale }>> = {
  en: () => import('@content/pages.ts?locale=en'),
  ar: () => import('@content/pages.ts?locale=ar'),
  nl: () => import('@content/pages.ts?locale=nl'),
};

let loaded: PageCopyInLocale | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

/**
 * Loads the page copy of the document's language, once. Pages that show it
 * wait for it before they render: main.tsx before hydrating such a page, the
 * history navigation before showing a new location.
 */
export function loadPageCopy(locale: Locale): Promise<void> {
  loading ??= loaders[locale]().then(
    (module) => {
      loaded = module.pageCopy;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => loaded;

export function usePageCopyStore(): PageCopyInLocale | undefined {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
