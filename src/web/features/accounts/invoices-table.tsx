import { Download } from 'lucide-react';
import { invoiceFilePath, type AccountInvoice, type InvoiceFormat } from '@shared/invoices/account-invoices';
import { formatDate } from '@shared/format/dates';
import { formatAmount } from '@shared/format/numbers';
import { centsToEuroString } from '@shared/money';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { accountCatalog } from './account-catalog';
import { BillingDocumentList } from './billing-document-list';

const headerCell = 'py-2 pe-4 text-start font-medium whitespace-nowrap';

/** A download link for one file of a document; its label names the document for screen readers. */
function FileLink({ invoice, format }: { invoice: AccountInvoice; format: InvoiceFormat }) {
  const text = useMessages(accountCatalog);
  return (
    <a
      href={invoiceFilePath(invoice.number, format)}
      download
      aria-label={text(format === 'pdf' ? 'invoices.pdfLabel' : 'invoices.xmlLabel', { number: invoice.number })}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-primary hover:bg-surface-muted"
    >
      <Download className="size-4" aria-hidden="true" />
      {format.toUpperCase()}
    </a>
  );
}

/** The member's invoices and credit notes, newest first, each as PDF and as UBL file. */
export function InvoicesTable({ invoices, loading }: { invoices: AccountInvoice[] | undefined; loading: boolean }) {
  const text = useMessages(accountCatalog);
  const names = useMessages(paymentMethodCatalog);
  const locale = useLocale();
  const date = (value: string) => formatDate(value, locale, 'short');
  // Each date stays on one line; the span breaks between them when it must.
  const period = (invoice: AccountInvoice) => (
    <>
      <span className="whitespace-nowrap">{date(invoice.period.start)} –</span>{' '}
      <span className="whitespace-nowrap">{date(invoice.period.end)}</span>
    </>
  );
  const money = (cents: number) => formatAmount(Number(centsToEuroString(cents)), 'eur', locale);
  const description = (invoice: AccountInvoice) => (
    <>
      <span className="sr-only">{text('invoices.kind')}: </span>
      {text('invoices.kindName', { kind: invoice.kind === 'credit-note' ? 'creditNote' : 'invoice' })}
      {invoice.kind === 'invoice' ? <> · {text('invoices.status', { status: invoice.status })}</> : null}
      {invoice.paymentMethod ? (
        <>
          {' · '}
          <span className="sr-only">{text('invoices.paidWith')}: </span>
          <bdi>{names(`method.${invoice.paymentMethod}`)}</bdi>
        </>
      ) : null}
    </>
  );
  const files = (invoice: AccountInvoice) => (
    <>
      <FileLink invoice={invoice} format="pdf" />
      <FileLink invoice={invoice} format="xml" />
    </>
  );
  return (
    <Card className="grid grid-cols-1 gap-4">
      <h2 className="text-xl font-semibold text-fg">{text('invoices.heading')}</h2>
      {loading ? (
        <Spinner label={text('invoices.heading')} />
      ) : !invoices ? (
        <p role="alert" className="text-fg">
          {text('invoices.loadFailed')}
        </p>
      ) : invoices.length === 0 ? (
        <p className="text-fg-muted">{text('invoices.none')}</p>
      ) : (
        <>
          <BillingDocumentList
            items={invoices.map((invoice) => ({
              key: invoice.number,
              title: <bdi>{invoice.number}</bdi>,
              subtitle: description(invoice),
              amount: <bdi>{money(invoice.grossCents)}</bdi>,
              details: [
                { label: text('invoices.issueDate'), value: date(invoice.issueDate) },
                { label: text('invoices.period'), value: period(invoice) },
              ],
              downloads: files(invoice),
            }))}
          />
          {/* relative: the visually hidden labels are absolutely placed and would otherwise widen the page from outside the scroller. */}
          <div className="relative hidden overflow-x-auto md:block">
            <table className="w-full text-start text-sm">
              <thead className="text-xs text-fg-muted">
                <tr>
                  <th scope="col" className={headerCell}>
                    {text('invoices.number')}
                  </th>
                  <th scope="col" className={headerCell}>
                    {text('invoices.issueDate')}
                  </th>
                  <th scope="col" className={headerCell}>
                    {text('invoices.period')}
                  </th>
                  <th scope="col" className={`${headerCell} text-end`}>
                    {text('invoices.total')}
                  </th>
                  <th scope="col" className="py-2 text-end font-medium">
                    {text('invoices.files')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoices.map((invoice) => (
                  <tr key={invoice.number} className="border-t border-border align-top">
                    <th scope="row" className="py-3 pe-4 text-start font-semibold text-fg">
                      <bdi className="whitespace-nowrap">{invoice.number}</bdi>
                      <span className="block text-xs font-normal text-fg-muted">{description(invoice)}</span>
                    </th>
                    <td className="py-3 pe-4 whitespace-nowrap text-fg">{date(invoice.issueDate)}</td>
                    <td className="py-3 pe-4 text-fg">{period(invoice)}</td>
                    <td className="py-3 pe-4 text-end whitespace-nowrap text-fg tabular-nums">
                      <bdi>{money(invoice.grossCents)}</bdi>
                    </td>
                    <td className="py-2 text-end">
                      <span className="inline-flex flex-col items-end lg:flex-row">{files(invoice)}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
