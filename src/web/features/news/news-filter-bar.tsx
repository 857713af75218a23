import { X } from 'lucide-react';
import { newsCategories } from '@content/news/articles';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { defaultNewsFilters, type ContentType, type NewsFilters, type NewsSort } from './news-query';
import { newsMessages } from './news-messages';
import { NewsSearchForm } from './news-search-form';
import { ToggleGroup } from './toggle-group';

/** The content filter's options, in order: 'all' first, then one per category. */
const contentTypes: ContentType[] = ['all', ...newsCategories];

export function NewsFilterBar({
  filters,
  counts,
  years,
  onChange,
  onClear,
}: {
  filters: NewsFilters;
  counts: Record<ContentType, number>;
  /** The years articles were published in, newest first. */
  years: number[];
  onChange: (change: Partial<NewsFilters>) => void;
  onClear: () => void;
}) {
  const t = useMessages(newsMessages);
  const isDefault =
    filters.q === defaultNewsFilters.q &&
    filters.type === defaultNewsFilters.type &&
    filters.year === defaultNewsFilters.year &&
    filters.sort === defaultNewsFilters.sort;

  return (
    <div className="grid gap-6 rounded-2xl border border-border bg-surface-muted p-5">
      <NewsSearchForm value={filters.q} onSearch={(q) => onChange({ q })} />
      <ToggleGroup<ContentType>
        label={t('filters.contentType')}
        value={filters.type}
        onChange={(type) => onChange({ type })}
        options={contentTypes.map((type) => ({
          value: type,
          label: t('filters.typeWithCount', { type: t(`contentType.${type}`), count: counts[type] }),
        }))}
      />
      <div className="flex flex-wrap items-end gap-x-10 gap-y-6">
        <ToggleGroup<number | null>
          label={t('filters.year')}
          value={filters.year}
          onChange={(year) => onChange({ year })}
          options={[{ value: null, label: t('filters.allYears') }, ...years.map((year) => ({ value: year, label: String(year) }))]}
        />
        <ToggleGroup<NewsSort>
          label={t('filters.sort')}
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={[
            { value: 'newest', label: t('filters.newest') },
            { value: 'oldest', label: t('filters.oldest') },
          ]}
        />
        <Button type="button" variant="ghost" onClick={onClear} disabled={isDefault} className="ms-auto">
          <X aria-hidden="true" />
          {t('filters.clear')}
        </Button>
      </div>
    </div>
  );
}
