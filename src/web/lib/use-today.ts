import { useMemo, useSyncExternalStore } from 'react';

/*
 * Pages are prerendered once at build time and may be read months later, so
 * the server cannot know "today". useSyncExternalStore gives the answer
 * without a hydration mismatch: the server snapshot (and with it the
 * prerendered HTML and the hydrating render) is null; right after hydration
 * React renders again with the browser's own date. On client-side navigation
 * the browser's date is used from the first render.
 */
const neverChanges = () => () => {};

/** Local midnight as a number: a snapshot must compare equal between reads, a new Date never does. */
function startOfBrowserDay(): number {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime();
}

function unknownOnServer(): null {
  return null;
}

/** Today at local midnight in the reader's own calendar, or null while rendering on the server or hydrating. */
export function useToday(): Date | null {
  const today = useSyncExternalStore(neverChanges, startOfBrowserDay, unknownOnServer);
  return useMemo(() => (today === null ? null : new Date(today)), [today]);
}
