import type { ResearchCategory } from '@content/market/publications';
import { useMessages } from '@web/i18n/use-messages';
import { useLocalized } from '@web/lib/use-locale';
import { marketMessages } from './market-messages';
import { useMarketFormatters } from './use-market-formatters';

export function ResearchCategoryCard({ category }: { category: ResearchCategory }) {
  const localized = useLocalized();
  const t = useMessages(marketMessages);
  const format = useMarketFormatters();
  return (
    <article className="flex flex-col rounded-2xl border border-border bg-surface-raised p-6 shadow-sm">
      <p className="text-3xl font-bold tracking-tight text-primary tabular-nums">
        {t('publications.publications', { count: category.count })}
      </p>
      <h3 className="mt-3 text-lg font-semibold text-fg">{localized(category.category)}</h3>
      <p className="mt-2 text-fg-muted">{localized(category.description)}</p>
      <p className="mt-auto pt-5 text-sm text-fg-muted">
        {t('publications.latestUpdate')}:{' '}
        <time dateTime={category.latestUpdate} className="font-medium text-fg">
          {format.date(category.latestUpdate)}
        </time>
      </p>
    </article>
  );
}
