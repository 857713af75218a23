import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { splitLocale, type Locale } from '@shared/locales';
import { matchPagePath, type PageKey } from '@shared/routes';

/** Where the page is: the path (with its language prefix) and the query, as the prerenderer saw them. */
export interface PageLocation {
  pathname: string;
  search: string;
}

const PageLocationContext = createContext<PageLocation | null>(null);

/**
 * The location the page was rendered for. In the browser an island's first
 * render uses it too, so hydration matches the prerendered HTML; the real
 * location (a query the server never saw, a tier in the checkout's path)
 * follows in the next render.
 */
export function PageLocationProvider({ location, children }: { location: PageLocation; children: ReactNode }) {
  return <PageLocationContext value={location}>{children}</PageLocationContext>;
}

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', notify);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

// One object per distinct location, so React sees no change between identical snapshots.
let browserSnapshot: PageLocation | undefined;
function browserLocation(): PageLocation {
  const { pathname, search } = window.location;
  if (browserSnapshot?.pathname !== pathname || browserSnapshot.search !== search) browserSnapshot = { pathname, search };
  return browserSnapshot;
}

export function usePageLocation(): PageLocation {
  const rendered = useContext(PageLocationContext);
  if (!rendered) throw new Error('PageLocationProvider is missing above this component');
  return useSyncExternalStore(subscribe, browserLocation, () => rendered);
}

export function useLocale(): Locale {
  return splitLocale(usePageLocation().pathname).locale;
}

/** The query as URLSearchParams, and a setter that writes it into the address bar (a new history entry unless `replace`). */
export function useSearchParams(): [URLSearchParams, (next: URLSearchParams, options?: { replace?: boolean }) => void] {
  const { search } = usePageLocation();
  const setSearchParams = (next: URLSearchParams, options: { replace?: boolean } = {}) => {
    const query = next.toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options.replace) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    notify();
  };
  return [new URLSearchParams(search), setSearchParams];
}

/** The parameters of a page's path pattern in the current path, e.g. usePageParams('newsArticle').articleId. */
export function usePageParams(key: PageKey): Record<string, string | undefined> {
  return matchPagePath(key, splitLocale(usePageLocation().pathname).path) ?? {};
}
