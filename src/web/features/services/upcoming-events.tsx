import type { TradeFairsContent } from '@content/services/page-schemas';
import { useToday } from '@web/lib/use-today';
import { calendarDate, compareByStart, nextOccurrence, type DateRange } from './next-occurrence';
import { UpcomingEventCard } from './upcoming-event-card';

type Upcoming = TradeFairsContent['upcoming'];
type UpcomingEvent = Upcoming['items'][number];

/**
 * The yearly trade missions, each dated at its next occurrence and listed
 * soonest first once the browser knows today's date (see useToday). Until
 * then, on the server and while hydrating, dates show without a year, which
 * is true every year.
 */
export function UpcomingEvents({ upcoming }: { upcoming: Upcoming }) {
  const browserToday = useToday();
  const today = browserToday && calendarDate(browserToday);
  const events: { event: UpcomingEvent; occurrence?: DateRange }[] = today
    ? upcoming.items
        .map((event) => ({ event, occurrence: nextOccurrence(event.dates, today) }))
        .sort((a, b) => compareByStart(a.occurrence, b.occurrence))
    : upcoming.items.map((event) => ({ event }));
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {events.map(({ event, occurrence }) => (
        <UpcomingEventCard key={event.name.en} event={event} occurrence={occurrence} registerInterest={upcoming.registerInterest} />
      ))}
    </ul>
  );
}
