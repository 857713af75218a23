import { useSearchParams } from '@web/page-runtime/page-location';
import { refinesSearch } from '@web/lib/refines-search';
import { useHydrated } from '@web/lib/use-hydrated';
import { changeNewsFilters, defaultNewsFilters, newsFiltersToParams, parseNewsFilters, type NewsFilters } from './news-query';

/**
 * The filters and page live in the query (`?q=&type=&year=&sort=&page=`), one
 * history entry per change, so the back button restores the previous view;
 * refining a search replaces its own entry, as on the events page.
 * The page is prerendered without a query, so until hydration has finished
 * (server snapshot: false) the defaults are shown, exactly as in the HTML.
 */
export function useNewsFilters() {
  const hydrated = useHydrated();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = hydrated ? parseNewsFilters(searchParams) : defaultNewsFilters;

  const update = (change: Partial<NewsFilters>) =>
    setSearchParams(newsFiltersToParams(changeNewsFilters(filters, change)), { replace: refinesSearch(filters, change) });
  const clear = () => setSearchParams(new URLSearchParams());

  return { filters, update, clear };
}
