import type { eventsPage } from '@content/events/events-page';
import type { Locale } from '@shared/locales';
import type { ResolvedEvent } from './filter-events';

/** Registrations against places for events still to come; attendance for past ones. */
export function placesText(
  { event, status }: ResolvedEvent,
  labels: Pick<(typeof eventsPage)['card'], 'registered' | 'capacity' | 'attended'>,
  locale: Locale,
): string | undefined {
  const fill = (template: string) =>
    template.replace('{count}', String(event.attendees ?? 0)).replace('{capacity}', String(event.capacity ?? 0));
  if (status === 'past') return event.attendees === undefined ? undefined : fill(labels.attended[locale]);
  if (event.capacity === undefined) return undefined;
  return fill((event.attendees === undefined ? labels.capacity : labels.registered)[locale]);
}
