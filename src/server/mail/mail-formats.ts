import { formatAmount } from '@shared/format/numbers';
import type { Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';

/** An amount paid or refunded as a mail states it: in euros, always with its cents ('€1,250.00'). */
export function formatAmountPaid(cents: number, locale: Locale): string {
  return formatAmount(Number(centsToEuroString(cents)), 'eur', locale);
}
