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
export const MAX_STATEMENT_LINES = 20_000;
const MAX_STATEMENT_LINE = 2_000;

/**
 * POST /api/admin/bank-transfers/statement: preview the matches of a CSV
 * statement, or record them (apply). The file goes as its lines: no field of
 * the API carries a line break (the control-character check refuses them).
 */
export const statementImportSchema = z.strictObject({
  lines: z.array(z.string().max(MAX_STATEMENT_LINE)).min(1).max(MAX_STATEMENT_LINES),
  apply: z.boolean().default(false),
});

/** The largest body a statement can make: every character of every line four bytes in UTF-8, and JSON's quotes and commas. */
export const MAX_STATEMENT_BODY_BYTES = MAX_STATEMENT_LINES * (MAX_STATEMENT_LINE * 4 + 3) + 1024;
