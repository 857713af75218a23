import { intlLocale, type Locale } from '@shared/locales';

/*
 * Building an Intl formatter costs far more than formatting with one, and
 * lists format a date or a price per card on every render: each formatter is
 * built once per language and set of options.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<Format>(formats: Map<string, Format>, key: string, build: () => Format): Format {
  const existing = formats.get(key);
  if (existing) return existing;
  const format = build();
  formats.set(key, format);
  return format;
}

/** Dates are calendar days: read and shown in UTC, so the server's prerender and every browser agree. */
export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(
    dateFormats,
    `${locale}:${JSON.stringify(options)}`,
    () => new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: 'UTC' }),
  );
}

/** Arabic formats with `ar-u-nu-latn`: Arabic grouping and signs, Latin digits. */
export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(numberFormats, `${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat(intlLocale(locale), options));
}
