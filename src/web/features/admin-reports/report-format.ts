import { formatDate } from '@shared/format/dates';
import { formatAmount } from '@shared/format/numbers';
import type { Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';

/** Integer cents as the page's language writes money: €1,250.00, € 1.250,00, ١٬٢٥٠٫٠٠ € in Latin digits. */
export function formatCents(cents: number, locale: Locale, currency = 'eur'): string {
  return formatAmount(Number(centsToEuroString(cents)), currency, locale);
}

/** A day from an instant or a calendar date. */
export function formatDay(value: string, locale: Locale): string {
  return formatDate(value, locale, 'short');
}

/** A path, a code or a time zone inside a sentence keeps its own left-to-right order in Arabic (a Unicode isolate). */
export function leftToRight(value: string): string {
  return `\u2066${value}\u2069`;
}
