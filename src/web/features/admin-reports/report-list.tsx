import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReportPage } from '@shared/admin-reports/report-query';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { Pager } from './pager';
import { reportsCatalog } from './reports-catalog';

/** A server-paged list's states: loading, failed, empty, or its table with the pager. */
export function ReportList<Row>({
  list,
  onPage,
  children,
}: {
  list: UseQueryResult<ReportPage<Row>>;
  onPage: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}) {
  const text = useMessages(reportsCatalog);
  if (list.isPending) return <Spinner label={text('common.loading')} />;
  if (!list.data) {
    return (
      <p role="alert" className="text-fg">
        {text('common.loadFailed')}
      </p>
    );
  }
  const { rows, total, page, pageSize } = list.data;
  return (
    <div className="grid grid-cols-1 gap-4">
      {rows.length === 0 ? <p className="text-fg-muted">{text('common.none')}</p> : children(rows)}
      <Pager page={page} total={total} pageSize={pageSize} onPage={onPage} />
    </div>
  );
}
