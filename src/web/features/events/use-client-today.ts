import { useSyncExternalStore } from 'react';
import { programmeReviewedOn } from '@content/events/events';
import { localIsoDate } from './event-dates';

const subscribeToNothing = () => () => undefined;
const readToday = () => localIsoDate(new Date());
const beforeHydration = () => null;

/**
 * Today's date for event statuses, and whether the page has hydrated.
 *
 * Pages are prerendered at build time, so the HTML cannot know the day it is
 * read, nor the URL's query. During hydration React renders with the server
 * snapshot (null): statuses as of the day the programme was reviewed and the
 * default filters, exactly like the HTML. Right after, it renders again with
 * the visitor's own date, so there is no hydration mismatch.
 */
export function useClientToday(): { today: string; hydrated: boolean } {
  const today = useSyncExternalStore(subscribeToNothing, readToday, beforeHydration);
  return { today: today ?? programmeReviewedOn, hydrated: today !== null };
}
