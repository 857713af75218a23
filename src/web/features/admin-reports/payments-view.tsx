import type { PaymentRow } from '@shared/admin-reports/payments';
import { paymentOutcomes } from '@shared/admin-reports/report-options';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { InputFilter, SelectFilter } from './filter-form';
import { MemberLink } from './member-link';
import { formatCents, formatDay } from './report-format';
import { ReportLayout } from './report-layout';
import { reportsCatalog } from './reports-catalog';
import { bodyCell, headerCell, TableRegion } from './table-region';
import { useReportFilters } from './use-report-filters';

const filterNames = ['status', 'from', 'to'] as const;

/** Every payment with its provider status and what it activated, filtered by status and days, paged by the server. */
export function PaymentsView() {
  const text = useMessages(reportsCatalog);
  const { filters, list, applyFilters, goToPage, withFilters } = useReportFilters<PaymentRow>('/api/admin/payments', filterNames);
  return (
    <ReportLayout
      exportHref={withFilters('/api/admin/exports/payments.csv')}
      onApply={applyFilters}
      filters={
        <>
          <SelectFilter
            name="status"
            label={text('payments.status')}
            value={filters.get('status')}
            options={paymentOutcomes.map((status) => ({ value: status, label: text('payments.statusName', { status }) }))}
          />
          <InputFilter name="from" type="date" label={text('common.from')} value={filters.get('from')} />
          <InputFilter name="to" type="date" label={text('common.to')} value={filters.get('to')} />
        </>
      }
      list={list}
      onPage={goToPage}
    >
      {(rows) => <PaymentsTable rows={rows} />}
    </ReportLayout>
  );
}

function PaymentsTable({ rows }: { rows: PaymentRow[] }) {
  const text = useMessages(reportsCatalog);
  const methodText = useMessages(paymentMethodCatalog);
  const transferText = useMessages(bankTransferCatalog);
  const locale = useLocale();
  return (
    <TableRegion name={text('payments.table')}>
      <table className="w-full min-w-[50rem] text-sm">
        <thead>
          <tr>
            <th scope="col" className={headerCell}>
              {text('payments.status')}
            </th>
            <th scope="col" className={headerCell}>
              {text('payments.payer')}
            </th>
            <th scope="col" className={headerCell}>
              {transferText('instructions.method')}
            </th>
            <th scope="col" className={`${headerCell} text-end`}>
              {text('payments.amount')}
            </th>
            <th scope="col" className={headerCell}>
              {text('payments.date')}
            </th>
            <th scope="col" className={headerCell}>
              {text('payments.activated')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.checkoutId} className="border-t border-border">
              <th scope="row" className={`${bodyCell} text-start font-semibold`}>
                <span className="block">{text('payments.statusName', { status: row.status })}</span>
                <span className="block text-xs font-normal text-fg-muted">
                  {text('payments.providerStatus')}: <bdi>{row.providerStatus ?? text('payments.providerUnknown')}</bdi>
                </span>
                {row.detail ? <span className="block text-xs font-normal text-fg-muted">{row.detail}</span> : null}
              </th>
              <td className={bodyCell}>
                <bdi className="block">{row.name}</bdi>
                <bdi className="block text-xs text-fg-muted">{row.email}</bdi>
              </td>
              <td className={bodyCell}>
                <bdi>{methodText(`method.${row.method}`)}</bdi>
              </td>
              <td className={`${bodyCell} text-end whitespace-nowrap tabular-nums`}>
                <bdi>{formatCents(row.amountCents, locale, row.currency)}</bdi>
                {row.refundedCents !== null ? (
                  <span className="block text-xs text-fg-muted">
                    {text('payments.refundedAmount', { amount: formatCents(row.refundedCents, locale, row.currency) })}
                  </span>
                ) : null}
              </td>
              <td className={`${bodyCell} whitespace-nowrap`}>{formatDay(row.at, locale)}</td>
              <td className={bodyCell}>
                {row.membership ? (
                  <>
                    <MemberLink accountId={row.membership.accountId}>
                      {text('payments.period', {
                        tier: row.membership.tierName,
                        start: formatDay(row.membership.periodStart, locale),
                        end: formatDay(row.membership.periodEnd, locale),
                      })}
                    </MemberLink>
                    {row.receiptNumber ? (
                      <span className="block text-xs text-fg-muted">
                        <bdi>{text('payments.receipt', { number: row.receiptNumber })}</bdi>
                      </span>
                    ) : null}
                    {row.invoiceNumber ? (
                      <span className="block text-xs text-fg-muted">
                        <bdi>{text('payments.invoice', { number: row.invoiceNumber })}</bdi>
                      </span>
                    ) : null}
                  </>
                ) : (
                  <span className="text-fg-muted">{text('payments.notActivated')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
