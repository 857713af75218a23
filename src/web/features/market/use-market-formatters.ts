import { useMemo } from 'react';
import type { StatisticContent } from '@content/market/content-types';
import { formatDate } from '@shared/format/dates';
import { formatNumber, formatPercent } from '@shared/format/numbers';
import type { StatItem } from '@web/components/stat-grid';
import { useLocale, useLocalized } from '@web/lib/use-locale';

/** Numbers, percentages and dates in the page's language, with Latin digits in Arabic too. */
export function useMarketFormatters() {
  const locale = useLocale();
  return useMemo(
    () => ({
      number: (value: number) => formatNumber(value, locale),
      percent: (share: number) => formatPercent(share, locale),
      date: (isoDate: string) => formatDate(isoDate, locale, 'long'),
    }),
    [locale],
  );
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
