import { and, eq } from 'drizzle-orm';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Database } from '../db/client';
import { bankTransfers } from '../db/schema';

/**
 * An invoice due by bank transfer as it stands once the money arrived: paid
 * on the day finance recorded, by bank transfer, under its reference. The
 * issued document itself never changes (decision 0028); its files are drawn
 * from it and this settlement record, which is set once, so they stay the
 * same bytes every time (decision 0045).
 */
export function settledDocument(document: InvoiceDocument, receivedOn: string): InvoiceDocument {
  if (document.payment.status !== 'due') return document;
  return { ...document, payment: { status: 'paid', method: 'bank_transfer', reference: document.payment.reference, paidOn: receivedOn } };
}

/** The document its files show: as issued, or, for a due invoice whose transfer was recorded, as paid. */
export async function documentAsItStands(db: Database, invoiceId: string, document: InvoiceDocument): Promise<InvoiceDocument> {
  if (document.payment.status !== 'due') return document;
  const [paid] = await db
    .select({ receivedOn: bankTransfers.receivedOn })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.invoiceId, invoiceId), eq(bankTransfers.status, 'paid')));
  return paid?.receivedOn ? settledDocument(document, paid.receivedOn) : document;
}
