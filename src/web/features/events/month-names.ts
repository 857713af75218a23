import { intlLocale, type Locale } from '@shared/locales';

/** January to December, spelt out in the page's language by the platform's calendar data. */
export function monthNames(locale: Locale): string[] {
  const month = new Intl.DateTimeFormat(intlLocale(locale), { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2000, index, 1)));
}
