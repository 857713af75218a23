import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { memberStatuses, type MemberListPage, type MemberStatus } from '@shared/admin/member-constants';
import type { MemberSearch } from '@shared/admin/member-operations';
import { countries, type Country } from '@shared/membership-constants';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { roleAllows } from '@shared/staff-roles';
import { ExportLink } from '@web/components/export-link';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { useSearchParams } from '@web/page-runtime/page-location';
import { useStaff } from '../use-staff';
import { MemberSearchForm, type SearchFields } from './member-search-form';
import { MembersTable } from './members-table';

const fieldNames = ['q', 'status', 'tier', 'country'] as const;

const oneOf = <T extends string>(choices: readonly T[], value: string | null): T | undefined => choices.find((choice) => choice === value);

/**
 * The search in the address bar, read without zod so the list loads without
 * it: a value the API would refuse counts as no filter (the server checks
 * the query with its schema anyway).
 */
function searchOf(params: URLSearchParams): MemberSearch {
  const page = Number(params.get('page') ?? '1');
  const tier = params.get('tier') ?? '';
  return {
    q: params.get('q')?.trim().slice(0, 100) || undefined,
    status: oneOf<MemberStatus>(memberStatuses, params.get('status')),
    tier: /^[a-z_]{1,40}$/.test(tier) ? tier : undefined,
    country: oneOf<Country>(countries, params.get('country')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

function queryOf(search: MemberSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of fieldNames) {
    const value = search[name];
    if (value) params.set(name, value);
  }
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The members list: the search form, the results of the server's page and the way through the pages. */
export function MembersSearch() {
  const text = useMessages(adminMembersCatalog);
  const { staff } = useStaff();
  const [params, setParams] = useSearchParams();
  const search = searchOf(params);
  const query = queryOf(search);
  const results = useQuery<MemberListPage>({
    queryKey: [`/api/admin/members?${query.toString()}`],
    placeholderData: keepPreviousData,
  });
  const go = (next: MemberSearch) => setParams(queryOf(next));
  const onSearch = (fields: SearchFields) => go({ ...fields, page: 1 });
  const pages = results.data ? Math.max(1, Math.ceil(results.data.total / results.data.pageSize)) : 1;
  // The export takes the list's filters (every page of them); unpaid checkouts are not members, so they have none.
  const exportQuery = queryOf({ ...search, page: 1 }).toString();
  const exportable = roleAllows(staff.role, ['membership']) && search.status !== 'pending';
  return (
    <div className="grid grid-cols-1 gap-6">
      <MemberSearchForm fields={search} onSearch={onSearch} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm font-medium text-fg">
          {results.data ? text('list.results', { total: results.data.total }) : null}
        </p>
        {exportable ? (
          <ExportLink href={`/api/admin/exports/members.csv${exportQuery ? `?${exportQuery}` : ''}`} label={text('list.export')} />
        ) : null}
      </div>
      {results.isPending ? (
        <Spinner label={text('list.loading')} />
      ) : !results.data ? (
        <p role="alert" className="rounded-2xl border border-border bg-surface-raised p-8 text-center text-fg">
          {text('list.loadFailed')}
        </p>
      ) : results.data.rows.length > 0 ? (
        <>
          <MembersTable rows={results.data.rows} />
          <nav aria-label={text('list.pagination')} className="flex items-center justify-between gap-4">
            <Button variant="outline" size="sm" disabled={search.page <= 1} onClick={() => go({ ...search, page: search.page - 1 })}>
              <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
              <span className="max-sm:sr-only">{text('list.previous')}</span>
            </Button>
            <p className="text-sm text-fg-muted">{text('list.page', { page: search.page, pages })}</p>
            <Button variant="outline" size="sm" disabled={search.page >= pages} onClick={() => go({ ...search, page: search.page + 1 })}>
              <span className="max-sm:sr-only">{text('list.next')}</span>
              <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
            </Button>
          </nav>
        </>
      ) : null}
    </div>
  );
}
