import { and, desc, eq } from 'drizzle-orm';
import type { BankTransferInstructions } from '@shared/bank-transfers/bank-transfer';
import type { Database } from '../db/client';
import { bankTransfers, invoices } from '../db/schema';

export type BankTransferRow = typeof bankTransfers.$inferSelect;
type InvoiceRow = typeof invoices.$inferSelect;

/** What the buyer is asked to do, read from the transfer and the invoice it asks to be paid (the document says the payee). */
export function instructionsOf(transfer: BankTransferRow, invoice: InvoiceRow): BankTransferInstructions {
  const { document } = invoice;
  const payment = document.payment;
  if (payment.status !== 'due') throw new Error(`invoice ${document.number} of bank transfer ${transfer.id} asks for no transfer`);
  return {
    id: transfer.id,
    status: transfer.status,
    tierName: document.lines[0]?.description ?? '',
    invoiceNumber: document.number,
    issueDate: transfer.issuedOn,
    dueDate: transfer.dueOn,
    amountCents: transfer.amountCents,
    currency: document.currency,
    reference: transfer.reference,
    payee: payment.payee,
    ...(transfer.receivedOn ? { receivedOn: transfer.receivedOn } : {}),
  };
}

/** One transfer with its instructions; another account's, or none, is not there. */
export async function transferInstructions(
  db: Database,
  where: { transferId: string; accountId?: string },
): Promise<BankTransferInstructions | undefined> {
  const [row] = await db
    .select({ transfer: bankTransfers, invoice: invoices })
    .from(bankTransfers)
    .innerJoin(invoices, eq(invoices.id, bankTransfers.invoiceId))
    .where(and(eq(bankTransfers.id, where.transferId), where.accountId ? eq(bankTransfers.accountId, where.accountId) : undefined));
  return row && instructionsOf(row.transfer, row.invoice);
}

/** The account's bank transfers, newest first: the member area shows the open ones with their instructions. */
export async function transfersOfAccount(db: Database, accountId: string): Promise<BankTransferInstructions[]> {
  const rows = await db
    .select({ transfer: bankTransfers, invoice: invoices })
    .from(bankTransfers)
    .innerJoin(invoices, eq(invoices.id, bankTransfers.invoiceId))
    .where(eq(bankTransfers.accountId, accountId))
    .orderBy(desc(bankTransfers.createdAt));
  return rows.map((row) => instructionsOf(row.transfer, row.invoice));
}
