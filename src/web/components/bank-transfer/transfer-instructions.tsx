import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import type { BankTransferInstructions } from '@shared/bank-transfers/bank-transfer';
import { groupsOfFour } from '@shared/bank-transfers/groups-of-four';
import { formatDate } from '@shared/format/dates';
import { formatAmount } from '@shared/format/numbers';
import { invoiceFilePath, type InvoiceFormat } from '@shared/invoices/account-invoices';
import { centsToEuroString } from '@shared/money';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { bankTransferCatalog } from './bank-transfer-catalog';

/**
 * What to transfer where, as a list of terms: the amount and due date, the
 * chamber's account and the reference to quote. IBAN, BIC and reference are
 * Latin runs kept left to right (dir="ltr") on Arabic pages, and set in a
 * monospaced face so they are easy to copy and compare.
 */
export function TransferInstructions({ transfer }: { transfer: BankTransferInstructions }) {
  const text = useMessages(bankTransferCatalog);
  const locale = useLocale();
  const money = formatAmount(Number(centsToEuroString(transfer.amountCents)), 'eur', locale);
  const code = (value: string) => (
    <span dir="ltr" className="font-mono tracking-wide">
      {value}
    </span>
  );
  const rows: Array<[string, ReactNode]> = [
    [text('instructions.amount'), <bdi key="amount">{money}</bdi>],
    [text('instructions.dueDate'), formatDate(transfer.dueDate, locale, 'long')],
    [text('instructions.accountName'), <bdi key="name">{transfer.payee.name}</bdi>],
    [text('instructions.iban'), code(groupsOfFour(transfer.payee.iban))],
    [text('instructions.bic'), code(transfer.payee.bic)],
    [text('instructions.reference'), code(groupsOfFour(transfer.reference))],
    [text('instructions.invoice'), code(transfer.invoiceNumber)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-fg-muted">{label}</dt>
          <dd className="font-semibold break-words text-fg">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Links to the transfer's invoice as PDF and UBL file; the member area serves them to the signed-in buyer. */
export function TransferInvoiceLinks({ transfer }: { transfer: BankTransferInstructions }) {
  const text = useMessages(bankTransferCatalog);
  const link = (format: InvoiceFormat, label: string) => (
    <a
      href={invoiceFilePath(transfer.invoiceNumber, format)}
      download
      className="inline-flex items-center gap-2 rounded-lg border border-border px-3 py-2 font-semibold text-primary hover:bg-surface-muted"
    >
      <Download className="size-4" aria-hidden="true" />
      {label}
    </a>
  );
  return (
    <div className="flex flex-wrap gap-3">
      {link('pdf', text('instructions.downloadPdf'))}
      {link('xml', text('instructions.downloadXml'))}
    </div>
  );
}
