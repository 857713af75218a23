import { useEffect, useRef, type ComponentType } from 'react';
import { matchRoutes, useNavigate, type RouteObject } from 'react-router';
import { isRouteHandle } from '@web/app/current-route';
import { isStaticPage } from '@web/static-pages';
import { inAppLinkTarget } from './link-clicks';
import { useRouteTable } from './route-table';

/** A static page rendered from its own code: on the server, and in the browser after navigating to it. */
export function inStaticFrame(Page: ComponentType): ComponentType {
  return function StaticPage() {
    return (
      <div data-static-page="">
        <Page />
      </div>
    );
  };
}

const keepInnerHtml = { __html: '' };

/**
 * Stands in for a static page's component on the first page the browser
 * shows. React adopts the prerendered frame and, as an element with inner HTML
 * has no children to hydrate, leaves its content as the server wrote it; the
 * string never changes, so React never writes it. Its links go through the
 * router like any other.
 */
function PrerenderedPage() {
  const frame = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const routes = useRouteTable();
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const target = inAppLinkTarget(event, routes);
      if (target === undefined) return;
      event.preventDefault();
      void navigate(target);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [navigate, routes]);
  return <div ref={frame} data-static-page="" suppressHydrationWarning dangerouslySetInnerHTML={keepInnerHtml} />;
}

interface KeptPage {
  route: RouteObject;
  pathname: string;
  lazy: RouteObject['lazy'];
}

let kept: KeptPage | undefined;

/**
 * When the prerendered page at `pathname` is a static one, its route renders
 * the HTML as it is instead of loading the page's code. Returns whether it does.
 */
export function keepPrerenderedPage(routes: RouteObject[], pathname: string): boolean {
  const route = matchRoutes(routes, pathname)?.at(-1)?.route;
  if (!route || !isRouteHandle(route.handle) || !isStaticPage(route.handle.page)) return false;
  kept = { route, pathname, lazy: route.lazy };
  Object.assign(route, { Component: PrerenderedPage, lazy: undefined });
  return true;
}

/**
 * Called before showing another location: once the browser leaves the first
 * path, the route gets its code back, so the next time it is shown (this page
 * again, or another article of the same route) it renders from that code.
 */
export function releasePrerenderedPage(pathname: string): void {
  if (!kept || kept.pathname === pathname) return;
  Object.assign(kept.route, { lazy: kept.lazy });
  kept = undefined;
}
