import type { Locale } from '@shared/locales';
import { numberFormat } from './cached-formats';

/** A count or a figure: '1,250' in English and Arabic, '1.250' in Dutch. */
export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return numberFormat(locale, options).format(value);
}

/** A share given in percent (42 → '42%'), rounded to whole percents. */
export function formatPercent(share: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(share / 100);
}

/** A euro price for people: whole euros without cents, other amounts with them. */
export function formatEuro(amount: number, locale: Locale): string {
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(amount);
}

/** An amount in any currency, always with its cents ('€1,250.00'), as receipts and payment pages state it. */
export function formatAmount(amount: number, currency: string, locale: Locale): string {
  return numberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(amount);
}
