import { X } from 'lucide-react';
import { useId } from 'react';
import { eventCategories } from '@content/events/events';
import { categoryLabels, eventsPage, monthNames, statusLabels } from '@content/events/events-page';
import { Button } from '@web/components/ui/button';
import { useLocalized } from '@web/lib/use-locale';
import { FilterSelect } from './filter-select';
import { defaultEventFilters, parseEventFilters, type EventFilters } from './filter-events';
import { SearchField } from './search-field';

const statusOptions = Object.keys(statusLabels) as Array<keyof typeof statusLabels>;

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
  const localized = useLocalized();
  const id = useId();
  const labels = eventsPage.filters;
  const isDefault =
    filters.q === defaultEventFilters.q &&
    filters.category === defaultEventFilters.category &&
    filters.status === defaultEventFilters.status &&
    filters.month === defaultEventFilters.month;

  return (
    <form
      method="get"
      role="search"
      aria-label={localized(labels.label)}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-4 rounded-2xl border border-border bg-surface-muted p-5 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <SearchField
        id={`${id}-q`}
        label={localized(labels.search)}
        placeholder={localized(labels.searchPlaceholder)}
        value={filters.q}
        onSearch={(q) => onChange({ q })}
      />
      <FilterSelect
        id={`${id}-category`}
        label={localized(labels.category)}
        value={filters.category}
        onChange={(value) => onChange({ category: parsed('category', value) })}
      >
        <option value="all">{localized(labels.allCategories)}</option>
        {eventCategories.map((category) => (
          <option key={category} value={category}>
            {localized(categoryLabels[category])}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-status`}
        label={localized(labels.status)}
        value={filters.status}
        onChange={(value) => onChange({ status: parsed('status', value) })}
      >
        {statusOptions.map((status) => (
          <option key={status} value={status}>
            {localized(statusLabels[status])}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id={`${id}-month`}
        label={localized(labels.month)}
        value={filters.month === null ? '' : String(filters.month)}
        onChange={(value) => onChange({ month: parsed('month', value) })}
      >
        <option value="">{localized(labels.allMonths)}</option>
        {monthNames.map((name, index) => (
          <option key={name.en} value={index + 1}>
            {localized(name)}
          </option>
        ))}
      </FilterSelect>
      <Button type="button" variant="ghost" onClick={onClear} disabled={isDefault} className="sm:col-span-2 lg:col-span-1">
        <X aria-hidden="true" />
        {localized(labels.clear)}
      </Button>
    </form>
  );
}
