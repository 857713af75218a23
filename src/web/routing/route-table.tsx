import { createContext, use } from 'react';
import { useRoutes, type RouteObject } from 'react-router';

const RouteTableContext = createContext<RouteObject[]>([]);

/** Renders the routes matching the location and lets the shell look up the matched page. */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  return <RouteTableContext value={routes}>{useRoutes(routes)}</RouteTableContext>;
}

export function useRouteTable(): RouteObject[] {
  return use(RouteTableContext);
}
