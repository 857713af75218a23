import { useSyncExternalStore } from 'react';
import type { Locale } from '@shared/locales';
import { formatCatalog } from '@shared/messages/catalog';
import type { PageCopyInLocale } from './locale-texts';

/** One chunk per language, so a page downloads only the copy of its own language. */
const loaders: Record<Locale, () => Promise<{ default: PageCopyInLocale }>> = {
  en: () => import('@messages/en/pages.json'),
  ar: () => import('@messages/ar/pages.json'),
  nl: () => import('@messages/nl/pages.json'),
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
      loaded = formatCatalog(module.default);
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
