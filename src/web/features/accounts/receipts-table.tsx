import { Download } from 'lucide-react';
import type { AccountReceipt } from '@shared/accounts';
import { receiptPdfPath } from '@shared/receipts';
import { Card } from '@web/components/ui/card';
import { formatDate } from '@shared/format/dates';
import { formatEuro } from '@shared/format/numbers';
import { useLocale } from '@web/lib/use-locale';
import { useMessages } from '@web/i18n/use-messages';
import { accountCatalog } from './account-catalog';
import { BillingDocumentList } from './billing-document-list';

/** The member's payments from before invoices existed, newest first, each with its receipt PDF. */
export function ReceiptsTable({ receipts }: { receipts: AccountReceipt[] }) {
  const text = useMessages(accountCatalog);
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale, 'long');
  const download = (receipt: AccountReceipt) => (
    <a
      href={receiptPdfPath(receipt.receiptNumber)}
      download
      aria-label={text('receipts.downloadLabel', { number: receipt.receiptNumber })}
      className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 font-semibold text-primary hover:bg-surface-muted"
    >
      <Download className="size-4" aria-hidden="true" />
      {text('receipts.download')}
    </a>
  );
  const amount = (receipt: AccountReceipt) => formatEuro(receipt.amountCents / 100, locale);
  const period = (receipt: AccountReceipt) => `${date(receipt.periodStart)} – ${date(receipt.periodEnd)}`;
  return (
    <Card className="grid grid-cols-1 gap-4">
      <h2 className="text-xl font-semibold text-fg">{text('receipts.heading')}</h2>
      {/* relative: the visually hidden column label is absolutely placed and would otherwise widen the page from outside the scroller. */}
      <BillingDocumentList
        items={receipts.map((receipt) => ({
          key: receipt.receiptNumber,
          title: <bdi>{receipt.receiptNumber}</bdi>,
          subtitle: receipt.tierName,
          amount: amount(receipt),
          details: [
            { label: text('receipts.paidAt'), value: date(receipt.paidAt) },
            { label: text('receipts.period'), value: period(receipt) },
          ],
          downloads: download(receipt),
        }))}
      />
      <div className="relative hidden overflow-x-auto md:block">
        <table className="w-full text-start text-sm">
          <thead className="text-xs text-fg-muted">
            <tr>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {text('receipts.number')}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {text('receipts.paidAt')}
              </th>
              <th scope="col" className="py-2 pe-4 text-start font-medium">
                {text('receipts.period')}
              </th>
              <th scope="col" className="py-2 pe-4 text-end font-medium">
                {text('receipts.amount')}
              </th>
              <th scope="col" className="py-2 text-end font-medium">
                <span className="sr-only">{text('receipts.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((receipt) => (
              <tr key={receipt.receiptNumber} className="border-t border-border">
                <td className="py-3 pe-4 font-semibold text-fg">
                  <bdi>{receipt.receiptNumber}</bdi>
                  <span className="block text-xs font-normal text-fg-muted">{receipt.tierName}</span>
                </td>
                <td className="py-3 pe-4 text-fg">{date(receipt.paidAt)}</td>
                <td className="py-3 pe-4 text-fg">{period(receipt)}</td>
                <td className="py-3 pe-4 text-end text-fg">{amount(receipt)}</td>
                <td className="py-3 text-end">{download(receipt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
