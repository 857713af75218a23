import type { ChamberEvent } from '@content/events/events';

export type EventStatus = 'upcoming' | 'ongoing' | 'past';

/** The days an event runs, as YYYY-MM-DD in its own time zone. */
export interface EventSpan {
  start: string;
  end: string;
}

function parseIsoDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function toIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const date = parseIsoDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIsoDate(date);
}

function withYear(isoDate: string, year: number): string {
  return `${year}${isoDate.slice(4)}`;
}

/**
 * The dates to show for an event: its own, or for an annual event the first
 * edition that has not ended by `today` (so an annual event is never past).
 */
export function eventSpan(event: ChamberEvent, today: string): EventSpan {
  const start = event.date;
  const end = event.endDate ?? event.date;
  if (!event.annual) return { start, end };
  const firstYear = Number(start.slice(0, 4));
  const yearsToAdd = Math.max(0, Number(today.slice(0, 4)) - firstYear);
  const candidate = (extraYears: number) => ({
    start: withYear(start, Number(start.slice(0, 4)) + yearsToAdd + extraYears),
    end: withYear(end, Number(end.slice(0, 4)) + yearsToAdd + extraYears),
  });
  const thisYear = candidate(0);
  return thisYear.end < today ? candidate(1) : thisYear;
}

/** Upcoming before its first day, past after its last day, ongoing in between (both days included). */
export function eventStatus(span: EventSpan, today: string): EventStatus {
  if (today < span.start) return 'upcoming';
  if (today > span.end) return 'past';
  return 'ongoing';
}

/** Whether any day of the span falls in the given month (1-12) of any year. */
export function spansMonth(span: EventSpan, month: number): boolean {
  let year = Number(span.start.slice(0, 4));
  let current = Number(span.start.slice(5, 7));
  const endYear = Number(span.end.slice(0, 4));
  const endMonth = Number(span.end.slice(5, 7));
  for (let checked = 0; checked < 12; checked += 1) {
    if (current === month) return true;
    if (year === endYear && current === endMonth) return false;
    current = current === 12 ? 1 : current + 1;
    if (current === 1) year += 1;
  }
  return false;
}

/** The visitor's calendar date, YYYY-MM-DD, in their own time zone. */
export function localIsoDate(now: Date): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
