import type { EventsTranslate } from './events-messages';
import type { ResolvedEvent } from './filter-events';

/** Registrations against places for events still to come; attendance for past ones. */
export function placesText({ event, status }: ResolvedEvent, t: EventsTranslate): string | undefined {
  if (status === 'past') return event.attendees === undefined ? undefined : t('card.attended', { count: event.attendees });
  if (event.capacity === undefined) return undefined;
  if (event.attendees === undefined) return t('card.capacity', { capacity: event.capacity });
  return t('card.registered', { registered: event.attendees, capacity: event.capacity });
}
