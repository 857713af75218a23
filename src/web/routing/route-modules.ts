import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the modules of the lazily loaded routes matching a path and puts what
 * they export on the route objects. The server does it before rendering, the
 * browser before hydrating (so it renders the prerendered markup exactly) and
 * before showing each new location, so rendering never waits for code.
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
