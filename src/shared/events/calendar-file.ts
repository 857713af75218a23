import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { ChamberEvent } from '@content/events/events';
import type { Locale } from '@shared/locales';
import { addDays, type EventSpan } from './event-dates';
import { zonedTimeToUtc } from './zoned-time';

function dateParts(isoDate: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/**
 * An iCalendar (.ics) file for one event. A single-day event has exact times
 * (stored in UTC, so every calendar shows them in its own zone); an event over
 * several days is an all-day entry from its first to its last day.
 */
export function calendarFile(event: ChamberEvent, span: EventSpan, locale: Locale, pageUrl: string): string {
  const timing: Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'> & {
    end: DateArray | number;
  } =
    span.start === span.end
      ? {
          start: zonedTimeToUtc(span.start, event.startTime, event.timeZone),
          end: zonedTimeToUtc(span.end, event.endTime, event.timeZone),
          startInputType: 'utc',
          startOutputType: 'utc',
          endInputType: 'utc',
          endOutputType: 'utc',
        }
      : { start: dateParts(span.start), end: dateParts(addDays(span.end, 1)) };

  const { error, value } = createEvent({
    ...timing,
    productId: 'qnlchamber/events',
    uid: `${event.id}-${span.start}@qnlchamber.org`,
    title: event.title[locale],
    description: `${event.description[locale]}\n\n${event.price[locale]}`,
    location: event.location[locale],
    url: pageUrl,
    categories: [event.category],
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error(`No calendar file for ${event.id}`);
  return value;
}
