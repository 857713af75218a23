import { useMemo } from 'react';
import type { StatisticContent } from '@content/market/content-types';
import { intlLocale } from '@shared/locales';
import type { StatItem } from '@web/components/stat-grid';
import { useLocale, useLocalized } from '@web/lib/use-locale';

/** Numbers, percentages and dates in the page's language, with Latin digits in Arabic too. */
export function useMarketFormatters() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = intlLocale(locale);
    const number = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
    const date = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      number: (value: number) => number.format(value),
      percent: (share: number) => percent.format(share / 100),
      date: (isoDate: string) => date.format(new Date(isoDate)),
    };
  }, [locale]);
}

/** Content statistics as the shared StatGrid shows them. */
export function useStatItems(items: StatisticContent[]): StatItem[] {
  const localized = useLocalized();
  return items.map((item) => ({
    value: localized(item.value),
    label: localized(item.label),
    description: item.description && localized(item.description),
  }));
}
