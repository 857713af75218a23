import { format, parseISO } from 'date-fns';
import { ar, enUS, nl } from 'date-fns/locale';
import type { Locale } from '@shared/locales';
import type { EventSpan } from './event-dates';

const dateLocales = { en: enUS, ar, nl } as const;

/**
 * 'Jan 19, 2027' style dates in the page's language. date-fns formats the same
 * on the server and in every browser, so prerendered dates hydrate unchanged.
 */
export function formatEventDates(span: EventSpan, locale: Locale): string {
  const formatDay = (isoDate: string) => format(parseISO(isoDate), 'PP', { locale: dateLocales[locale] });
  return span.start === span.end ? formatDay(span.start) : `${formatDay(span.start)} – ${formatDay(span.end)}`;
}
