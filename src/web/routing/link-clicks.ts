import { matchRoutes, type RouteObject } from 'react-router';
import { splitLocale } from '@shared/locales';

function isPlainClick(event: MouseEvent): boolean {
  return !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Where a click on a link in prerendered HTML goes inside the app, or
 * undefined when the browser should follow it itself: a modified click, a
 * link that opens elsewhere or downloads, another site, another language (its
 * texts belong to another document), a jump within the page, or a path no page
 * serves (files, the API).
 */
export function inAppLinkTarget(event: MouseEvent, routes: RouteObject[]): string | undefined {
  if (!isPlainClick(event) || !(event.target instanceof Element)) return undefined;
  const anchor = event.target.closest('a[href]');
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return undefined;
  if (anchor.target && anchor.target !== '_self') return undefined;
  const url = new URL(anchor.href);
  const here = window.location;
  if (url.origin !== here.origin) return undefined;
  if (splitLocale(url.pathname).locale !== splitLocale(here.pathname).locale) return undefined;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  const page = matchRoutes(routes, url.pathname)?.at(-1);
  if (!page || page.route.path === '*') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
