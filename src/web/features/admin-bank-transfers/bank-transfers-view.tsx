import { useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import type { BankTransferList, BankTransferListRow } from '@shared/bank-transfers/bank-transfer';
import { groupsOfFour } from '@shared/bank-transfers/groups-of-four';
import { formatDate } from '@shared/format/dates';
import { formatAmount } from '@shared/format/numbers';
import { centsToEuroString, euroInputToCents } from '@shared/money';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { Spinner } from '@web/components/ui/spinner';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { useSearchParams } from '@web/page-runtime/page-location';
import { StatementImport } from './statement-import';
import { TransferDialog } from './transfer-dialog';

const statusFilters = ['open', 'overdue', 'paid', 'lapsed', 'all'] as const;
const headerCell = 'px-3 py-2 text-start text-xs font-medium whitespace-nowrap text-fg-muted';
const bodyCell = 'px-3 py-3 align-top text-sm text-fg';

/**
 * The back office's bank transfers: reservations awaiting their money (the
 * default), due, paid or lapsed, searched by company, email, reference or
 * invoice; each open one can be recorded as paid, each lapsed one reopened.
 * The filters are a GET form, so the list's address says what it shows.
 */
export function BankTransfersView() {
  const text = useMessages(adminBankTransfersText);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? 'open';
  const q = params.get('q') ?? '';
  const query = new URLSearchParams({ status, ...(q ? { q } : {}) }).toString();
  const list = useQuery({
    queryKey: ['admin', 'bank-transfers', query],
    queryFn: () => apiRequest<BankTransferList>('GET', `/api/admin/bank-transfers?${query}`),
  });
  const statusId = useDomId();
  const searchId = useDomId();
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams({ status: String(form.get('status') ?? 'open') });
    const search = String(form.get('q') ?? '').trim();
    if (search) next.set('q', search);
    setParams(next);
  };
  return (
    <div className="grid gap-6">
      <p className="text-fg-muted">{text('intro')}</p>
      <form method="get" onSubmit={apply} aria-label={text('filters.apply')} className="grid grid-cols-1 items-end gap-4 sm:grid-cols-3">
        <FormField id={statusId} label={text('filters.status')} error={undefined}>
          <select id={statusId} name="status" defaultValue={status} className={inputClass}>
            {statusFilters.map((value) => (
              <option key={value} value={value}>
                {text('filters.statuses', { status: value })}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={searchId} label={text('filters.search')} error={undefined}>
          <input id={searchId} name="q" type="search" defaultValue={q} maxLength={100} className={inputClass} />
        </FormField>
        <Button type="submit" variant="outline">
          <SlidersHorizontal aria-hidden="true" />
          {text('filters.apply')}
        </Button>
      </form>
      {list.isPending ? (
        <Spinner label={text('title')} />
      ) : list.isError ? (
        <p role="alert">{list.error.message}</p>
      ) : (
        <TransfersTable list={list.data} />
      )}
      <StatementImport />
    </div>
  );
}

function TransfersTable({ list: { transfers: rows, today } }: { list: BankTransferList }) {
  const text = useMessages(adminBankTransfersText);
  const locale = useLocale();
  const money = (cents: number) => formatAmount(Number(centsToEuroString(cents)), 'eur', locale);
  const date = (isoDate: string) => formatDate(isoDate, locale, 'short');
  return (
    <Card className="grid gap-3">
      <p className="text-sm text-fg-muted" aria-live="polite">
        {text('count', { count: rows.length })}
      </p>
      {rows.length === 0 ? (
        <p className="text-fg-muted">{text('empty')}</p>
      ) : (
        <div
          role="region"
          aria-label={text('title')}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus for keyboard users (WCAG 2.1.1)
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          <table className="w-full min-w-[52rem] text-sm">
            <thead>
              <tr>
                <th scope="col" className={headerCell}>
                  {text('columns.company')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('columns.invoice')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('columns.amount')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('columns.dueDate')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('columns.status')}
                </th>
                <th scope="col" className={headerCell}>
                  {text('columns.actions')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-t border-border">
                  <th scope="row" className={`${bodyCell} text-start font-semibold`}>
                    <bdi className="block">{row.companyName}</bdi>
                    <bdi className="block text-xs font-normal text-fg-muted">{row.contactName}</bdi>
                    <bdi className="block text-xs font-normal text-fg-muted">{row.email}</bdi>
                  </th>
                  <td className={bodyCell}>
                    <span dir="ltr" className="block font-mono">
                      {row.invoiceNumber}
                    </span>
                    <span dir="ltr" className="block font-mono text-xs text-fg-muted">
                      {groupsOfFour(row.reference)}
                    </span>
                  </td>
                  <td className={`${bodyCell} text-end whitespace-nowrap tabular-nums`}>
                    <bdi>{money(row.amountCents)}</bdi>
                  </td>
                  <td className={`${bodyCell} whitespace-nowrap`}>{date(row.dueDate)}</td>
                  <td className={bodyCell}>
                    {text('status', {
                      status: row.status === 'open' && row.overdue ? 'overdue' : row.status,
                      date: row.receivedOn ? date(row.receivedOn) : '',
                    })}
                    {row.bankReference ? <bdi className="block text-xs text-fg-muted">{row.bankReference}</bdi> : null}
                  </td>
                  <td className={bodyCell}>
                    {row.status === 'open' ? <MarkReceivedDialog row={row} today={today} /> : null}
                    {row.status === 'lapsed' ? <ReopenDialog row={row} /> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

/**
 * Finance records the money: the amount as the statement says, the day it
 * arrived (at the latest the chamber's today, which the list brought), the bank's reference.
 */
function MarkReceivedDialog({ row, today }: { row: BankTransferListRow; today: string }) {
  const text = useMessages(adminBankTransfersText);
  const locale = useLocale();
  const ids = { amount: useDomId(), receivedOn: useDomId(), bankReference: useDomId() };
  const money = formatAmount(Number(centsToEuroString(row.amountCents)), 'eur', locale);
  return (
    <TransferDialog
      trigger={{ label: text('markReceived'), ariaLabel: `${text('markReceived')}: ${row.invoiceNumber}` }}
      title={text('dialog.receivedTitle', { number: row.invoiceNumber })}
      description={text('dialog.receivedIntro', { company: row.companyName, amount: money })}
      submitLabel={text('dialog.confirm')}
      path={`/api/admin/bank-transfers/${row.id}/received`}
      bodyOf={(form) => {
        const amountCents = euroInputToCents(String(form.get('amount') ?? ''));
        const receivedOn = String(form.get('receivedOn') ?? '');
        const bankReference = String(form.get('bankReference') ?? '').trim();
        const errors: Record<string, string> = {
          ...(amountCents ? {} : { amount: text('validation.amount') }),
          ...(/^\d{4}-\d{2}-\d{2}$/.test(receivedOn) ? {} : { receivedOn: text('validation.receivedOn') }),
          ...(bankReference ? {} : { bankReference: text('validation.bankReference') }),
        };
        return amountCents && Object.keys(errors).length === 0 ? { body: { amountCents, receivedOn, bankReference } } : { errors };
      }}
      doneMessage={(answer) => {
        const { receiptNumber, expiresAt } = answer as { receiptNumber: string; expiresAt: string };
        return text('done.received', { receipt: receiptNumber, date: formatDate(expiresAt, locale, 'long') });
      }}
      fields={(errors) => (
        <>
          <FormField id={ids.amount} label={text('dialog.amount')} error={errors.amount}>
            <input
              id={ids.amount}
              name="amount"
              inputMode="decimal"
              dir="ltr"
              required
              defaultValue={centsToEuroString(row.amountCents)}
              className={inputClass}
              {...describedBy(ids.amount, errors.amount)}
            />
          </FormField>
          <FormField id={ids.receivedOn} label={text('dialog.receivedOn')} error={errors.receivedOn}>
            <input
              id={ids.receivedOn}
              name="receivedOn"
              type="date"
              required
              min={row.issueDate}
              max={today}
              defaultValue={today}
              className={inputClass}
              {...describedBy(ids.receivedOn, errors.receivedOn)}
            />
          </FormField>
          <FormField
            id={ids.bankReference}
            label={text('dialog.bankReference')}
            hint={text('dialog.bankReferenceHint')}
            error={errors.bankReference}
          >
            <input
              id={ids.bankReference}
              name="bankReference"
              required
              maxLength={140}
              dir="ltr"
              className={inputClass}
              {...describedBy(ids.bankReference, errors.bankReference, text('dialog.bankReferenceHint'))}
            />
          </FormField>
        </>
      )}
    />
  );
}

/** Staff give a lapsed reservation a new invoice and due date, with a reason for the audit log. */
function ReopenDialog({ row }: { row: BankTransferListRow }) {
  const text = useMessages(adminBankTransfersText);
  const locale = useLocale();
  const reasonId = useDomId();
  return (
    <TransferDialog
      trigger={{ label: text('reopen'), ariaLabel: `${text('reopen')}: ${row.invoiceNumber}` }}
      title={text('dialog.reopenTitle', { number: row.invoiceNumber })}
      description={text('dialog.reopenIntro')}
      submitLabel={text('dialog.confirmReopen')}
      path={`/api/admin/bank-transfers/${row.id}/reopen`}
      bodyOf={(form) => {
        const reason = String(form.get('reason') ?? '').trim();
        return reason.length >= 3 ? { body: { reason } } : { errors: { reason: text('validation.reason') } };
      }}
      doneMessage={(answer) => {
        const { invoiceNumber, dueOn } = answer as { invoiceNumber: string; dueOn: string };
        return text('done.reopened', { number: invoiceNumber, date: formatDate(dueOn, locale, 'long') });
      }}
      fields={(errors) => (
        <FormField id={reasonId} label={text('dialog.reason')} error={errors.reason}>
          <textarea
            id={reasonId}
            name="reason"
            required
            rows={3}
            maxLength={500}
            className="w-full rounded-lg border border-border bg-surface-raised px-3 py-2 text-fg aria-[invalid=true]:border-danger"
            {...describedBy(reasonId, errors.reason)}
          />
        </FormField>
      )}
    />
  );
}
