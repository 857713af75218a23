import { and, desc, eq, or } from 'drizzle-orm';
import type { AccountInvoice } from '@shared/invoices/account-invoices';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Database } from '../db/client';
import { bankTransfers, invoices, payments } from '../db/schema';
import { documentAsItStands } from './invoice-settlement';
import { documentPeriod } from './invoice-ubl';

/**
 * How a listed document stands: as issued, except an invoice due by bank
 * transfer, which is paid once its transfer was recorded and cancelled once
 * it lapsed or was replaced by a reopened one.
 */
function standing(document: InvoiceDocument, transferStatus: string | null): AccountInvoice['status'] {
  if (document.payment.status !== 'due') return document.payment.status;
  if (transferStatus === 'paid') return 'paid';
  return transferStatus === 'open' ? 'due' : 'cancelled';
}

/** The invoices and credit notes issued to an account, newest first. */
export async function invoicesOfAccount(db: Database, accountId: string): Promise<AccountInvoice[]> {
  const rows = await db
    .select({ document: invoices.document, receiptNumber: payments.receiptNumber, transferStatus: bankTransfers.status })
    .from(invoices)
    .leftJoin(bankTransfers, eq(bankTransfers.invoiceId, invoices.id))
    // The payment an invoice is for: given at issue, or, for one due by transfer, recorded when the money came.
    .leftJoin(payments, or(eq(payments.id, invoices.paymentId), eq(payments.id, bankTransfers.paymentId)))
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.kind), desc(invoices.number));
  return rows.map(({ document, receiptNumber, transferStatus }) => ({
    kind: document.kind,
    number: document.number,
    issueDate: document.issueDate,
    period: documentPeriod(document.lines),
    grossCents: document.totals.grossCents,
    currency: document.currency,
    receiptNumber,
    ...(document.kind === 'invoice' ? { paymentMethod: document.payment.method ?? 'card' } : {}),
    status: standing(document, transferStatus),
  }));
}

/** One of the account's documents by its number; another account's, or none, is not there. */
export async function findAccountInvoice(db: Database, accountId: string, number: string): Promise<InvoiceDocument | undefined> {
  const [row] = await db
    .select({ id: invoices.id, document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.number, number)));
  return row && documentAsItStands(db, row.id, row.document);
}
