import { formatDate } from '@shared/format/dates';
import { formatAmount } from '@shared/format/numbers';
import { centsToEuroString } from '@shared/money';
import { useLocale } from '@web/lib/use-locale';

/**
 * An id such as a receipt or invoice number inside a translated sentence, in
 * a first-strong isolate: in Arabic its dashes and digits would otherwise
 * take the sentence's direction and reorder.
 */
export const isolated = (id: string) => `\u2068${id}\u2069`;

/** Money and dates as the member page writes them, in the page's language. */
export function useFormatters() {
  const locale = useLocale();
  return {
    money: (cents: number) => formatAmount(Number(centsToEuroString(cents)), 'eur', locale),
    date: (value: string) => formatDate(value, locale, 'short'),
    longDate: (value: string) => formatDate(value, locale, 'long'),
  };
}
