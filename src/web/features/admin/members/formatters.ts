import { formatDate } from '@shared/format/dates';
import { formatAmount } from '@shared/format/numbers';
import { centsToEuroString } from '@shared/money';
import { useLocale } from '@web/lib/use-locale';

/** Money and dates as the member page writes them, in the page's language. */
export function useFormatters() {
  const locale = useLocale();
  return {
    money: (cents: number) => formatAmount(Number(centsToEuroString(cents)), 'eur', locale),
    date: (value: string) => formatDate(value, locale, 'short'),
    longDate: (value: string) => formatDate(value, locale, 'long'),
  };
}
