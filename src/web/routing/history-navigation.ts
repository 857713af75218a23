import { createPath, NavigationType, type Location, type Navigator, type RouteObject, type To } from 'react-router';
import { splitLocale } from '@shared/locales';
import { loadPageCopy } from '@web/i18n/page-copy-store';
import { releasePrerenderedPage } from './prerendered-page';
import { loadRouteModules } from './route-modules';
import { rememberScrollPosition } from './scroll-positions';

export interface NavigationUpdate {
  action: NavigationType;
  location: Location;
  preventScrollReset: boolean;
}

interface HistoryEntryState {
  key: string;
  usr: unknown;
}

function newKey(): string {
  return Math.random().toString(36).slice(2, 10);
}

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const entry = window.history.state as Partial<HistoryEntryState> | null;
  return { pathname, search, hash, state: entry?.usr ?? null, key: entry?.key ?? 'default' };
}

/** The location the page was loaded at. Its history entry gets a key of its own, which a reload keeps. */
export function initialLocation(): Location {
  const entry = window.history.state as Partial<HistoryEntryState> | null;
  if (!entry?.key) window.history.replaceState({ key: newKey(), usr: entry?.usr ?? null }, '');
  return currentLocation();
}

/**
 * The browser's history as React Router's navigator. A new location is shown
 * only once the code of its routes and the page copy have loaded, so the
 * current page stays until the next one can render in full; when that code
 * cannot load (say, after a deploy replaced it), the browser loads the page
 * itself instead. When navigations overlap, the latest wins.
 */
export function createHistoryNavigation(routes: RouteObject[], shownAtStart: Location, onNavigate: (update: NavigationUpdate) => void) {
  let shown = shownAtStart;
  let latestNavigation = 0;
  const { locale } = splitLocale(shownAtStart.pathname);

  async function show(url: URL, commit: () => NavigationUpdate): Promise<void> {
    latestNavigation += 1;
    const navigation = latestNavigation;
    releasePrerenderedPage(url.pathname);
    try {
      await Promise.all([loadRouteModules(routes, url.pathname), loadPageCopy(locale)]);
    } catch {
      window.location.assign(url);
      return;
    }
    if (navigation !== latestNavigation) return;
    const update = commit();
    shown = update.location;
    onNavigate(update);
  }

  function change(action: NavigationType.Push | NavigationType.Replace) {
    return (to: To, state?: unknown, options?: { preventScrollReset?: boolean }) => {
      const url = new URL(typeof to === 'string' ? to : createPath(to), window.location.href);
      void show(url, () => {
        rememberScrollPosition(shown.key);
        const entry: HistoryEntryState = { key: newKey(), usr: state ?? null };
        if (action === NavigationType.Push) window.history.pushState(entry, '', url);
        else window.history.replaceState(entry, '', url);
        return { action, location: currentLocation(), preventScrollReset: Boolean(options?.preventScrollReset) };
      });
    };
  }

  const navigator: Navigator = {
    createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
    go: (delta) => window.history.go(delta),
    push: change(NavigationType.Push),
    replace: change(NavigationType.Replace),
  };

  /** Back and Forward change the URL at once; the page follows when its code is there. */
  const onPopState = () => {
    rememberScrollPosition(shown.key);
    const location = currentLocation();
    void show(new URL(window.location.href), () => ({ action: NavigationType.Pop, location, preventScrollReset: false }));
  };
  const onPageHide = () => rememberScrollPosition(shown.key);

  function listen(): () => void {
    window.addEventListener('popstate', onPopState);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('popstate', onPopState);
      window.removeEventListener('pagehide', onPageHide);
    };
  }

  return { navigator, listen };
}
