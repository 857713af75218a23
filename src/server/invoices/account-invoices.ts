import { and, desc, eq } from 'drizzle-orm';
import type { AccountInvoice } from '@shared/invoices/account-invoices';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Database } from '../db/client';
import { invoices, payments } from '../db/schema';
import { documentPeriod } from './invoice-ubl';

/** The invoices and credit notes issued to an account, newest first. */
export async function invoicesOfAccount(db: Database, accountId: string): Promise<AccountInvoice[]> {
  const rows = await db
    .select({ document: invoices.document, receiptNumber: payments.receiptNumber })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.kind), desc(invoices.number));
  return rows.map(({ document, receiptNumber }) => ({
    kind: document.kind,
    number: document.number,
    issueDate: document.issueDate,
    period: documentPeriod(document.lines),
    grossCents: document.totals.grossCents,
    currency: document.currency,
    receiptNumber,
    ...(document.kind === 'invoice' ? { paymentMethod: document.payment.method ?? 'card' } : {}),
  }));
}

/** One of the account's documents by its number; another account's, or none, is not there. */
export async function findAccountInvoice(db: Database, accountId: string, number: string): Promise<InvoiceDocument | undefined> {
  const [row] = await db
    .select({ document: invoices.document })
    .from(invoices)
    .where(and(eq(invoices.accountId, accountId), eq(invoices.number, number)));
  return row?.document;
}
