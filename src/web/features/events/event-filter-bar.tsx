import { X } from 'lucide-react';
import { useDomId } from '@web/page-runtime/dom-id';
import { eventCategories } from '@content/events/events';
import { Button } from '@web/components/ui/button';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { eventsMessages } from './events-messages';
import { FilterSelect } from './filter-select';
import { defaultEventFilters, parseEventFilters, type EventFilters } from './filter-events';
import { monthNames } from './month-names';
import { SearchField } from './search-field';

/** The status filter's options, in order; 'upcoming' is the default. */
const statusOptions = ['upcoming', 'ongoing', 'past', 'all'] as const satisfies ReadonlyArray<EventFilters['status']>;

/** Reads one select's value through the same parser as the URL, so only valid values get through. */
function parsed<K extends keyof EventFilters>(key: K, value: string): EventFilters[K] {
  return parseEventFilters(new URLSearchParams({ [key]: value }))[key];
}

export function EventFilterBar({
  filters,
  onChange,
  onClear,
}: {
  filters: EventFilters;
  onChange: (change: Partial<EventFilters>) => void;
  onClear: () => void;
}) {
  const t = useMessages(eventsMessages);
  const locale = useLocale();
  const id = useDomId();
  const isDefault =
    filters.q === defaultEventFilters.q &&
    filters.category === defaultEventFilters.category &&
    filters.status === defaultEventFilters.status &&
    filters.month === defaultEventFilters.month;

  return (
    <form
      method="get"
      role="search"
      aria-label={t('filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-border bg-surface-muted p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <SearchField
        id={`${id}-q`}
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        id={`${id}-category`}
        label={t('filters.category')}
        value={filters.category}
        onChange={(value) => onChange({ category: parsed('category', value) })}
      >
        <option value="all">{t('filters.allCategories')}</option>
        {eventCategories.map((category) => (
          <option key={category} value={category}>
            {t(`category.${category}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-status`}
        label={t('filters.status')}
        value={filters.status}
        onChange={(value) => onChange({ status: parsed('status', value) })}
      >
        {statusOptions.map((status) => (
          <option key={status} value={status}>
            {t(`status.${status}`)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-month`}
        label={t('filters.month')}
        value={filters.month === null ? '' : String(filters.month)}
        onChange={(value) => onChange({ month: parsed('month', value) })}
      >
        <option value="">{t('filters.allMonths')}</option>
        {monthNames(locale).map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </FilterSelect>
      <Button type="button" variant="ghost" onClick={onClear} disabled={isDefault} className="sm:col-span-2 lg:col-span-1">
        <X aria-hidden="true" />
        {t('filters.clear')}
      </Button>
    </form>
  );
}
