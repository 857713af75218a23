import type { TradeFairsContent } from '@content/services/page-schemas';
import { compareByStart, nextOccurrence, type DateRange } from './next-occurrence';
import { UpcomingEventCard } from './upcoming-event-card';
import { useToday } from './use-today';

type Upcoming = TradeFairsContent['upcoming'];
type UpcomingEvent = Upcoming['items'][number];

/**
 * The yearly trade missions, each dated at its next occurrence and listed
 * soonest first once the browser knows today's date (see useToday).
 */
export function UpcomingEvents({ upcoming }: { upcoming: Upcoming }) {
  const today = useToday();
  const events: { event: UpcomingEvent; occurrence?: DateRange }[] = today
    ? upcoming.items
        .map((event) => ({ event, occurrence: nextOccurrence(event.dates, today) }))
        .sort((a, b) => compareByStart(a.occurrence, b.occurrence))
    : upcoming.items.map((event) => ({ event }));
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {events.map(({ event, occurrence }) => (
        <UpcomingEventCard
          key={event.name.en}
          event={event}
          occurrence={occurrence}
          labels={upcoming.labels}
        />
      ))}
    </ul>
  );
}
