import type { Location } from 'react-router';

const storageKey = 'qnlcc-scroll-positions';

function savedPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/** Remembers how far a location was scrolled, for Back, Forward and reloads in this tab. */
export function rememberScrollPosition(locationKey: string): void {
  try {
    sessionStorage.setItem(storageKey, JSON.stringify({ ...savedPositions(), [locationKey]: window.scrollY }));
  } catch {
    // Storage can be full or refused; the page then opens at the top.
  }
}

/** Back where the location was, if it was seen before in this tab. */
export function restoreScrollPosition(location: Location): void {
  const position = savedPositions()[location.key];
  if (position !== undefined) window.scrollTo(0, position);
}

/** A new location opens at its anchor, or at the top unless the navigation keeps its place (a filter changing). */
export function scrollToNewLocation(location: Location, keepPosition: boolean): void {
  if (keepPosition) return;
  const anchor = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (anchor) anchor.scrollIntoView();
  else window.scrollTo(0, 0);
}
