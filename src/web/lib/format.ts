import { intlLocale, type Locale } from '@shared/locales';

/**
 * Building an Intl formatter costs far more than formatting with one, and the
 * checkout formats its price on every render: each formatter is built once.
 */
const euroFormats = new Map<string, Intl.NumberFormat>();
const longDateFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached<Key, Format>(formats: Map<Key, Format>, key: Key, build: () => Format): Format {
  const format = formats.get(key) ?? build();
  formats.set(key, format);
  return format;
}

/** A euro price for people: whole euros without cents, other amounts with them. */
export function formatEuro(amount: number, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const format = cached(
    euroFormats,
    `${locale}:${fractionDigits}`,
    () =>
      new Intl.NumberFormat(intlLocale(locale), {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: fractionDigits,
        maximumFractionDigits: fractionDigits,
      }),
  );
  return format.format(amount);
}

export function formatLongDate(date: Date, locale: Locale): string {
  const format = cached(longDateFormats, locale, () => new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long' }));
  return format.format(date);
}
