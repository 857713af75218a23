import { z } from 'zod';
import type { PaymentMethod } from '../payment-methods';
import type { PaymentIntentStatus } from '../payments';
import { dateRangeInOrder, dateRangeShape, pageNumberSchema } from './report-query';
import { paymentOutcomes, type PaymentOutcome } from './report-options';

/** GET /api/admin/payments and its CSV export: the filters shown on the payments page. */
export const paymentFilterSchema = z
  .strictObject({ status: z.enum(paymentOutcomes).optional(), ...dateRangeShape })
  .refine(dateRangeInOrder, { message: 'from must not be after to', path: ['to'] });
export const paymentListQuerySchema = z
  .strictObject({ status: z.enum(paymentOutcomes).optional(), ...dateRangeShape, page: pageNumberSchema })
  .refine(dateRangeInOrder, { message: 'from must not be after to', path: ['to'] });
export type PaymentFilter = z.infer<typeof paymentFilterSchema>;

export interface PaymentRow {
  checkoutId: string;
  paymentIntentId: string;
  status: PaymentOutcome;
  /** How it was (or is to be) paid. */
  method: PaymentMethod;
  providerStatus: PaymentIntentStatus | null;
  provider: string | null;
  /** Paid at, or, not paid yet, when the checkout started. */
  at: string;
  email: string;
  name: string;
  amountCents: number;
  currency: string;
  receiptNumber: string | null;
  invoiceNumber: string | null;
  /** The membership it activated. */
  membership: { accountId: string; tierName: string; periodStart: string; periodEnd: string } | null;
  tierName: string;
  refundedCents: number | null;
  detail: string | null;
}
