import type { AuditRow } from '@shared/admin-reports/audit-log';
import { formatDate } from '@shared/format/dates';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { InputFilter, SelectFilter } from './filter-form';
import { ReportLayout } from './report-layout';
import { reportsCatalog } from './reports-catalog';
import { bodyCell, headerCell, TableRegion } from './table-region';
import { useReportFilters } from './use-report-filters';

const filterNames = ['action', 'actorKind', 'actor', 'from', 'to'] as const;
const actorKinds = ['staff', 'member', 'system', 'cli'] as const;

/** The moment of an entry, to the minute, in the reader's language and clock. */
function useMoment() {
  const locale = useLocale();
  return (at: string) =>
    `${formatDate(at, locale)} ${new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', numberingSystem: 'latn' }).format(new Date(at))}`;
}

/** The append-only audit log: who did what, when, from where, before and after. Admins only. */
export function AuditView() {
  const text = useMessages(reportsCatalog);
  const { filters, list, applyFilters, goToPage, withFilters } = useReportFilters<AuditRow>('/api/admin/audit', filterNames);
  return (
    <ReportLayout
      exportHref={withFilters('/api/admin/exports/audit.csv')}
      onApply={applyFilters}
      filters={
        <>
          <InputFilter name="action" label={text('audit.action')} value={filters.get('action')} hint={text('audit.actionHint')} />
          <SelectFilter
            name="actorKind"
            label={text('audit.actorKind')}
            value={filters.get('actorKind')}
            options={actorKinds.map((kind) => ({ value: kind, label: text('audit.actorKindName', { kind }) }))}
          />
          <InputFilter name="actor" label={text('audit.actor')} value={filters.get('actor')} />
          <InputFilter name="from" type="date" label={text('common.from')} value={filters.get('from')} />
          <InputFilter name="to" type="date" label={text('common.to')} value={filters.get('to')} />
        </>
      }
      list={list}
      onPage={goToPage}
    >
      {(rows) => <AuditTable rows={rows} />}
    </ReportLayout>
  );
}

function AuditTable({ rows }: { rows: AuditRow[] }) {
  const text = useMessages(reportsCatalog);
  const moment = useMoment();
  return (
    <TableRegion name={text('audit.table')}>
      <table className="w-full min-w-[48rem] text-sm">
        <thead>
          <tr>
            {(['at', 'who', 'what', 'reason', 'change'] as const).map((column) => (
              <th key={column} scope="col" className={headerCell}>
                {text(`audit.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-border">
              <th scope="row" className={`${bodyCell} text-start font-normal whitespace-nowrap`}>
                {moment(row.at)}
                {row.ip ? (
                  <span className="block text-xs text-fg-muted">
                    {text('audit.where')} <bdi>{row.ip}</bdi>
                  </span>
                ) : null}
              </th>
              <td className={bodyCell}>
                {text('audit.actorKindName', { kind: row.actorKind })}
                {row.actorEmail || row.actorId ? <bdi className="block text-xs text-fg-muted">{row.actorEmail ?? row.actorId}</bdi> : null}
              </td>
              <td className={bodyCell}>
                <bdi className="font-mono text-xs">{row.action}</bdi>
                {row.subjectKind ? (
                  <span className="block text-xs text-fg-muted">
                    {text('audit.subject')}: <bdi>{`${row.subjectKind} ${row.subjectId ?? ''}`}</bdi>
                  </span>
                ) : null}
              </td>
              <td className={bodyCell}>
                <bdi>{row.reason}</bdi>
              </td>
              <td className={`${bodyCell} font-mono text-xs break-all text-fg-muted`}>
                <bdi dir="ltr">{[row.before, row.after].map((value) => (value === null ? '–' : JSON.stringify(value))).join(' → ')}</bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
