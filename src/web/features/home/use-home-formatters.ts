import { useMemo } from 'react';
import { intlLocale } from '@shared/locales';
import { useLocale } from '@web/lib/use-locale';

/** Prices and dates in the page's language, with Latin digits in Arabic too. */
export function useHomeFormatters() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      price: (euros: number) => price.format(euros),
      date: (isoDate: string) => date.format(new Date(isoDate)),
    };
  }, [locale]);
}
