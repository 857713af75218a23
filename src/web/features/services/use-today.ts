import { useMemo, useSyncExternalStore } from 'react';
import type { CalendarDate } from './next-occurrence';

/*
 * Pages are prerendered once at build time and may be read months later, so
 * the server cannot know "today". useSyncExternalStore gives the answer we
 * need without a hydration mismatch: the server snapshot (and with it the
 * prerendered HTML and the hydrating render) is null, so dates show without a
 * year, which is true every year; right after hydration React re-renders with
 * the browser's own date. On client-side navigation the browser's date is
 * used from the first render.
 */
const neverChanges = () => () => {};

function browserToday(): string {
  const now = new Date();
  return [now.getFullYear(), now.getMonth() + 1, now.getDate()].join('-');
}

function unknownOnServer(): null {
  return null;
}

/** Today in the reader's own calendar, or null while rendering on the server or hydrating. */
export function useToday(): CalendarDate | null {
  const today = useSyncExternalStore(neverChanges, browserToday, unknownOnServer);
  return useMemo(() => {
    if (!today) return null;
    const [year = 0, month = 0, day = 0] = today.split('-').map(Number);
    return { year, month, day };
  }, [today]);
}
