import { useSearchParams } from '@web/page-runtime/page-location';
import { refinesSearch } from '@web/lib/refines-search';
import { defaultEventFilters, eventFiltersToParams, parseEventFilters, type EventFilters } from './filter-events';

/**
 * The filters live in the query (`?q=&category=&status=&month=`) so a filtered
 * view can be shared. Each choice is a history entry, so the back button
 * restores the previous view; refining a search replaces its own entry.
 */
export function useEventFilters(hydrated: boolean) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = hydrated ? parseEventFilters(searchParams) : defaultEventFilters;

  const update = (change: Partial<EventFilters>) => {
    setSearchParams(eventFiltersToParams({ ...filters, ...change }), { replace: refinesSearch(filters, change) });
  };
  const clear = () => setSearchParams(new URLSearchParams());

  return { filters, update, clear };
}
