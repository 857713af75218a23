import { intlLocale, type Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';

/** An amount paid or refunded as a mail states it: in euros, always with its cents ('€1,250.00'). */
export function formatAmountPaid(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(Number(centsToEuroString(cents)));
}

/** A day as a mail states it, written out in the mail's language ('1 March 2027'); Arabic keeps Latin digits. */
export function formatMailDate(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
