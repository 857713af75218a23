import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReportPage } from '@shared/admin-reports/report-query';
import { ExportLink } from '@web/components/export-link';
import { Card } from '@web/components/ui/card';
import { useMessages } from '@web/i18n/use-messages';
import { FilterForm } from './filter-form';
import { ReportList } from './report-list';
import { reportsCatalog } from './reports-catalog';

/**
 * A report page's frame: the CSV export of the filters shown, the filter
 * form, whatever the page adds beneath it, and the server-paged list.
 */
export function ReportLayout<Row>({
  exportHref,
  onApply,
  filters,
  afterFilters,
  list,
  onPage,
  children,
}: {
  exportHref: string;
  onApply: (form: FormData) => void;
  /** The filter form's controls. */
  filters: ReactNode;
  afterFilters?: ReactNode;
  list: UseQueryResult<ReportPage<Row>>;
  onPage: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}) {
  const text = useMessages(reportsCatalog);
  return (
    <div className="grid grid-cols-1 gap-6">
      {/* The page's own heading names the section; the export takes the filters shown. */}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <ExportLink href={exportHref} label={text('common.exportCsv')} />
      </div>
      <Card>
        <FilterForm onApply={onApply}>{filters}</FilterForm>
      </Card>
      {afterFilters}
      <Card>
        <ReportList list={list} onPage={onPage}>
          {children}
        </ReportList>
      </Card>
    </div>
  );
}
