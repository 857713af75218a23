import type { MonthDayRange } from '@content/services/page-schemas';

/** A day on the calendar, without a time or a time zone. `month` is 1-12. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}

function isBefore(a: CalendarDate, b: CalendarDate): boolean {
  return a.year !== b.year ? a.year < b.year : a.month !== b.month ? a.month < b.month : a.day < b.day;
}

/**
 * The next time a yearly month-and-day range starts on or after `today`: this
 * year if it has not started yet, otherwise next year. An event that is
 * already under way is no longer upcoming, so it moves to next year too.
 */
export function nextOccurrence(range: MonthDayRange, today: CalendarDate): DateRange {
  const thisYear: CalendarDate = { year: today.year, month: range.month, day: range.startDay };
  const year = isBefore(thisYear, today) ? today.year + 1 : today.year;
  return {
    start: { year, month: range.month, day: range.startDay },
    end: { year, month: range.month, day: range.endDay },
  };
}

/** Orders date ranges by their first day. */
export function compareByStart(a: DateRange, b: DateRange): number {
  if (isBefore(a.start, b.start)) return -1;
  return isBefore(b.start, a.start) ? 1 : 0;
}

/** The calendar day a local date falls on, in the reader's own time zone. */
export function calendarDate(date: Date): CalendarDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** Midnight UTC of a calendar date, for Intl formatters that are given `timeZone: 'UTC'`. */
export function toUtcDate(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/** '2027-03-15', for a <time dateTime> attribute. */
export function toIsoDate(date: CalendarDate): string {
  return toUtcDate(date).toISOString().slice(0, 10);
}
