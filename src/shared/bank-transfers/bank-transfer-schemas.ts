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
