import { dateTimeFormat } from '@shared/format/cached-formats';
import { formatAmount } from '@shared/format/numbers';
import type { Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';

/** Euro cents as the page's language writes an amount. */
export const euros = (cents: number, locale: Locale) => formatAmount(Number(centsToEuroString(cents)), 'eur', locale);

/** The clock time of an instant, in the browser's zone: the door's staff are where the event is. */
export const clockTime = (instant: string, locale: Locale) =>
  dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(instant));
