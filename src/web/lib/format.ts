import { intlLocale, type Locale } from '@shared/locales';

/**
 * Building an Intl formatter costs far more than formatting with one, and the
 * checkout formats its price on every render: each formatter is built once.
 */
const euroFormats = new Map<string, Intl.NumberFormat>();
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();

function euroFormat(locale: Locale, whole: boolean): Intl.NumberFormat {
  const key = `${locale}:${whole ? 'whole' : 'cents'}`;
  let format = euroFormats.get(key);
  if (!format) {
    const fractionDigits = whole ? 0 : 2;
    format = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    euroFormats.set(key, format);
  }
  return format;
}

/** A euro price for people: whole euros without cents, other amounts with them. */
export function formatEuro(amount: number, locale: Locale): string {
  return euroFormat(locale, Number.isInteger(amount)).format(amount);
}

export function formatLongDate(date: Date, locale: Locale): string {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' });
    longDateFormats.set(locale, format);
  }
  return format.format(date);
}
