import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Database } from '../db/client';
import { invoices, type InvoiceKind } from '../db/schema';
import { calendarDate } from './calendar-date';
import { documentNumber, takeNextNumber } from './invoice-numbers';
import type { InvoicingConfig } from './invoicing-config';

export type InvoiceRow = typeof invoices.$inferSelect;

/** What the stored row links the document to: the account, and the payment, checkout, event registration or invoice it is for. */
type DocumentLinks = Pick<
  typeof invoices.$inferInsert,
  'accountId' | 'paymentId' | 'registrationId' | 'eventRegistrationId' | 'correctsInvoiceId'
>;

/**
 * Numbers a document in its series (the year of its issue date in the
 * chamber's zone) and stores it, inside the caller's transaction: the number
 * is taken there, so a transaction that rolls back leaves no gap. Call it
 * last in the transaction: the series stays locked until commit.
 */
export async function insertNumberedDocument(
  tx: Database,
  config: InvoicingConfig,
  {
    kind,
    issuedAt,
    links,
    documentFor,
  }: {
    kind: InvoiceKind;
    issuedAt: Date;
    links: DocumentLinks;
    /** The document under its number and issue date (YYYY-MM-DD). */
    documentFor: (number: string, issueDate: string) => InvoiceDocument;
  },
): Promise<InvoiceRow> {
  const issueDate = calendarDate(issuedAt, config.timeZone);
  const year = Number(issueDate.slice(0, 4));
  const sequence = await takeNextNumber(tx, kind, year);
  const number = documentNumber(kind, year, sequence);
  const [issued] = await tx
    .insert(invoices)
    .values({ kind, year, sequence, number, ...links, document: documentFor(number, issueDate), issuedAt })
    .returning();
  if (!issued) throw new Error(`${kind} insert returned nothing`);
  return issued;
}
