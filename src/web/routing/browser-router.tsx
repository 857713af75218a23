import { startTransition, useLayoutEffect, useState } from 'react';
import { NavigationType, Router, type RouteObject } from 'react-router';
import { createHistoryNavigation, initialLocation, type NavigationUpdate } from './history-navigation';
import { RouteTable } from './route-table';
import { restoreScrollPosition, scrollToNewLocation } from './scroll-positions';

/**
 * React Router in its declarative mode over the browser's history: the data
 * router's loaders, actions and fetchers go unused here, and leaving them out
 * keeps every page's first load about 18 KB smaller (docs/decisions/0011).
 */
export function BrowserRouter({ routes }: { routes: RouteObject[] }) {
  const [shown, setShown] = useState<NavigationUpdate>(() => ({
    action: NavigationType.Pop,
    location: initialLocation(),
    preventScrollReset: false,
  }));
  const [navigation] = useState(() => createHistoryNavigation(routes, shown.location, (update) => startTransition(() => setShown(update))));

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    return navigation.listen();
  }, [navigation]);

  useLayoutEffect(() => {
    if (shown.action === NavigationType.Pop) restoreScrollPosition(shown.location);
    else scrollToNewLocation(shown.location, shown.preventScrollReset);
  }, [shown]);

  return (
    <Router location={shown.location} navigationType={shown.action} navigator={navigation.navigator}>
      <RouteTable routes={routes} />
    </Router>
  );
}
