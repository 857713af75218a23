import { X } from 'lucide-react';
import { articles } from '@content/news/articles';
import { contentTypeLabels, newsPage } from '@content/news/news-page';
import { Button } from '@web/components/ui/button';
import { useLocalized } from '@web/lib/use-locale';
import { articleYears, defaultNewsFilters, type ContentType, type NewsFilters, type NewsSort } from './news-query';
import { NewsSearchForm } from './news-search-form';
import { ToggleGroup } from './toggle-group';

const contentTypes = Object.keys(contentTypeLabels) as ContentType[];
const years = articleYears(articles);

export function NewsFilterBar({
  filters,
  counts,
  onChange,
  onClear,
}: {
  filters: NewsFilters;
  counts: Record<ContentType, number>;
  onChange: (change: Partial<NewsFilters>) => void;
  onClear: () => void;
}) {
  const localized = useLocalized();
  const labels = newsPage.filters;
  const isDefault =
    filters.q === defaultNewsFilters.q &&
    filters.type === defaultNewsFilters.type &&
    filters.year === defaultNewsFilters.year &&
    filters.sort === defaultNewsFilters.sort;

  return (
    <div className="grid gap-6 rounded-2xl border border-border bg-surface-muted p-5">
      <NewsSearchForm value={filters.q} onSearch={(q) => onChange({ q })} />
      <ToggleGroup<ContentType>
        label={localized(labels.contentType)}
        value={filters.type}
        onChange={(type) => onChange({ type })}
        options={contentTypes.map((type) => ({
          value: type,
          label: `${localized(contentTypeLabels[type])} (${counts[type]})`,
        }))}
      />
      <div className="flex flex-wrap items-end gap-x-10 gap-y-6">
        <ToggleGroup<number | null>
          label={localized(labels.year)}
          value={filters.year}
          onChange={(year) => onChange({ year })}
          options={[{ value: null, label: localized(labels.allYears) }, ...years.map((year) => ({ value: year, label: String(year) }))]}
        />
        <ToggleGroup<NewsSort>
          label={localized(labels.sort)}
          value={filters.sort}
          onChange={(sort) => onChange({ sort })}
          options={[
            { value: 'newest', label: localized(labels.newest) },
            { value: 'oldest', label: localized(labels.oldest) },
          ]}
        />
        <Button type="button" variant="ghost" onClick={onClear} disabled={isDefault} className="ms-auto">
          <X aria-hidden="true" />
          {localized(labels.clear)}
        </Button>
      </div>
    </div>
  );
}
