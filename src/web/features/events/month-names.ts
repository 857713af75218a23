import { dateTimeFormat } from '@shared/format/cached-formats';
import type { Locale } from '@shared/locales';

const namesByLocale = new Map<Locale, readonly string[]>();

/** January to December, spelt out in the page's language by the platform's calendar data; built once per language. */
export function monthNames(locale: Locale): readonly string[] {
  let names = namesByLocale.get(locale);
  if (!names) {
    const month = dateTimeFormat(locale, { month: 'long' });
    names = Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2000, index, 1)));
    namesByLocale.set(locale, names);
  }
  return names;
}
