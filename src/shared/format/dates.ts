import type { Locale } from '@shared/locales';
import { dateTimeFormat } from './cached-formats';

/**
 * How each language writes a date, in its own order:
 * - short: 'Nov 18, 2026' (the specification's 'MMM dd, yyyy'), '18 nov 2026', '18 نوفمبر 2026';
 * - long: 'November 18, 2026', '18 november 2026', '18 نوفمبر 2026'.
 */
export type DateStyle = 'short' | 'long';

const dateOptions: Record<DateStyle, Record<Locale, Intl.DateTimeFormatOptions>> = {
  short: {
    en: { month: 'short', day: '2-digit', year: 'numeric' },
    ar: { month: 'long', day: 'numeric', year: 'numeric' },
    nl: { month: 'short', day: 'numeric', year: 'numeric' },
  },
  long: {
    en: { month: 'long', day: 'numeric', year: 'numeric' },
    ar: { month: 'long', day: 'numeric', year: 'numeric' },
    nl: { month: 'long', day: 'numeric', year: 'numeric' },
  },
};

/** A day as the page's language writes it; an ISO string ('2026-11-18' or a timestamp) or a Date. */
export function formatDate(date: Date | string, locale: Locale, style: DateStyle = 'short'): string {
  return dateTimeFormat(locale, dateOptions[style][locale]).format(typeof date === 'string' ? new Date(date) : date);
}

/**
 * One day, or 'first – last'. Joined by hand rather than with formatRange,
 * whose spacing differs between the ICU data of Node and of browsers and
 * would break hydration.
 */
export function formatDateSpan(start: string, end: string, locale: Locale, style: DateStyle = 'short'): string {
  const first = formatDate(start, locale, style);
  return start === end ? first : `${first} – ${formatDate(end, locale, style)}`;
}
