import { EmptyState } from '@web/components/empty-state';
import { CalendarX } from 'lucide-react';
import { useMemo } from 'react';
import { programmeReviewedOn, type ChamberEvent } from '@content/events/events';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { useToday } from '@web/lib/use-today';
import { localIsoDate } from '@shared/events/event-dates';
import { HydrateInTurn } from '@web/page-runtime/in-turn';
import { EventCard } from './event-card';
import { EventFilterBar } from './event-filter-bar';
import { eventsMessages } from './events-messages';
import { filterEvents, resolveEvents } from './filter-events';
import { useEventAvailability } from './use-event-availability';
import { useEventFilters } from './use-event-filters';

/** The filters, the number of matches and the matching events (or a way out when none match), over the programme the page gives it (in its language). */
export function EventsBrowser({ events }: { events: ChamberEvent[] }) {
  const locale = useLocale();
  const t = useMessages(eventsMessages);
  const browserToday = useToday();
  // The HTML cannot know the day it is read, nor the URL's query: until
  // hydration has finished, statuses are as of the day the programme was
  // reviewed and the filters are the defaults, exactly like the HTML.
  const hydrated = browserToday !== null;
  const today = browserToday ? localIsoDate(browserToday) : programmeReviewedOn;
  const { filters, update, clear } = useEventFilters(hydrated);
  const resolved = useMemo(() => resolveEvents(events, today), [events, today]);
  const matches = filterEvents(resolved, filters, locale);
  const availability = useEventAvailability();

  return (
    <div className="grid gap-8">
      <EventFilterBar filters={filters} onChange={update} onClear={clear} />
      <p role="status" className="text-sm font-medium text-fg-muted">
        {t('filters.results', { count: matches.length })}
      </p>
      {matches.length > 0 ? (
        <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {matches.map((item) => (
            <li key={item.event.id}>
              <HydrateInTurn>
                <EventCard item={item} availability={availability.get(item.event.id)} />
              </HydrateInTurn>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={CalendarX} title={t('empty.title')} text={t('empty.text')} actionLabel={t('filters.clear')} onAction={clear} />
      )}
    </div>
  );
}
