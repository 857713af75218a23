import { createEvent, type DateArray, type EventAttributes } from 'ics';
import type { ChamberEvent, EventTimeZone } from '@content/events/events';
import type { Locale } from '@shared/locales';
import { addDays, type EventSpan } from './event-dates';

function dateParts(isoDate: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = isoDate.split('-').map(Number);
  return [year, month, day];
}

/** Minutes the zone is ahead of UTC at the given moment. */
function zoneOffsetMinutes(utcMillis: number, timeZone: EventTimeZone): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
  }).formatToParts(new Date(utcMillis));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((item) => item.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - utcMillis) / 60_000);
}

/** The UTC instant of a wall-clock time in a zone, daylight saving included. */
export function zonedTimeToUtc(isoDate: string, time: string, timeZone: EventTimeZone): number {
  const [year, month, day] = dateParts(isoDate);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wallClockAsUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const firstGuess = wallClockAsUtc - zoneOffsetMinutes(wallClockAsUtc, timeZone) * 60_000;
  return wallClockAsUtc - zoneOffsetMinutes(firstGuess, timeZone) * 60_000;
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
