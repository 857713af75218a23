import { z } from 'zod';
import { bankTransferStatuses } from './bank-transfer';

/** Calendar dates as the forms send them. */
const isoDate = z.iso.date();

/** POST /api/admin/bank-transfers/:id/received: finance records the money arrived. */
export const markTransferReceivedSchema = z.strictObject({
  /** Cents, as the bank statement says; must be the invoice's total. */
  amountCents: z.number().int().positive().max(100_000_000),
  receivedOn: isoDate,
  bankReference: z.string().trim().min(1).max(140),
});
export type MarkTransferReceived = z.infer<typeof markTransferReceivedSchema>;

/** POST /api/admin/bank-transfers/:id/reopen */
export const reopenTransferSchema = z.strictObject({
  reason: z.string().trim().min(3).max(500),
});

/** GET /api/admin/bank-transfers?status=&q= */
export const bankTransferListSchema = z.strictObject({
  status: z.enum([...bankTransferStatuses, 'overdue', 'all']).default('open'),
  q: z.string().trim().max(100).optional(),
});
export type BankTransferListQuery = z.infer<typeof bankTransferListSchema>;

/** A bank statement in CSV is at most this large: a month of a chamber's account is a few hundred lines. */
export const MAX_STATEMENT_CHARACTERS = 500_000;

/** POST /api/admin/bank-transfers/statement: preview the matches of a CSV statement, or record them (apply). */
export const statementImportSchema = z.strictObject({
  csv: z.string().min(1).max(MAX_STATEMENT_CHARACTERS),
  apply: z.boolean().default(false),
});
