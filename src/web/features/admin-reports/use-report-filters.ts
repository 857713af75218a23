import { useQuery } from '@tanstack/react-query';
import type { ReportPage } from '@shared/admin-reports/report-query';
import { useSearchParams } from '@web/page-runtime/page-location';

/**
 * A report's filters live in the page's address (so a filtered view can be
 * bookmarked, and the back button undoes a filter); the list is asked for
 * with the same query, and the export link carries it too.
 */
export function useReportFilters<Row>(listUrl: string, names: readonly string[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = new URLSearchParams();
  for (const name of names) {
    const value = searchParams.get(name);
    if (value) filters.set(name, value);
  }
  const page = Number(searchParams.get('page') ?? '1') || 1;
  const listQuery = new URLSearchParams(filters);
  if (page > 1) listQuery.set('page', String(page));
  const search = listQuery.toString();
  const list = useQuery<ReportPage<Row>>({ queryKey: [`${listUrl}${search ? `?${search}` : ''}`] });

  const applyFilters = (form: FormData) => {
    const next = new URLSearchParams();
    for (const name of names) {
      const value = form.get(name);
      if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
    }
    setSearchParams(next);
  };
  const goToPage = (target: number) => {
    const next = new URLSearchParams(filters);
    if (target > 1) next.set('page', String(target));
    setSearchParams(next);
  };
  const withFilters = (url: string) => `${url}${filters.size > 0 ? `?${filters.toString()}` : ''}`;
  return { filters, page, list, applyFilters, goToPage, withFilters };
}
