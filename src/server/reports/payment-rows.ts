import { sql, type SQL } from 'drizzle-orm';
import type { PaymentFilter, PaymentRow } from '@shared/admin-reports/payments';
import type { PaymentOutcome } from '@shared/admin-reports/report-options';
import type { PaymentMethod } from '@shared/payment-methods';
import type { PaymentIntentStatus } from '@shared/payments';
import { withinDays } from './report-dates';
import { isoInstant } from './sql-values';

/**
 * Every checkout that reached the payment provider or ordered by bank
 * transfer, with what became of its payment: the membership it activated, its
 * receipt and invoice, its refund, and how it was paid. One row per checkout
 * (its refunds, whole or in parts, summed); the list and the CSV export read
 * the same rows. A bank transfer that lapsed unpaid counts as failed.
 */
const paymentView = sql`
  SELECT r.id AS checkout_id, coalesce(r.payment_intent_id, p.payment_intent_id, 'bank_transfer:' || bt.id) AS payment_intent_id,
         r.provider_status, r.email, r.first_name, r.last_name,
         r.amount_cents, r.currency, r.last_payment_error, r.refund_reason,
         t.name AS tier_name, p.provider, p.account_id, p.receipt_number, p.period_start, p.period_end,
         coalesce(i.number, bi.number) AS invoice_number, rf.refunded_cents,
         coalesce(p.payment_method, r.payment_method, 'card') AS method,
         CASE WHEN rf.refunded_cents IS NOT NULL THEN 'refunded'
              WHEN r.status = 'refunded' THEN 'refund_pending'
              WHEN p.id IS NOT NULL THEN 'activated'
              WHEN r.last_payment_error IS NOT NULL OR r.status = 'lapsed' THEN 'failed'
              ELSE 'open' END AS status,
         coalesce(p.paid_at, r.created_at) AS at
  FROM registrations r
  JOIN membership_tiers t ON t.id = r.tier_id
  LEFT JOIN payments p ON p.registration_id = r.id
  LEFT JOIN (
    SELECT payment_intent_id, sum(amount_cents)::int AS refunded_cents FROM refunds GROUP BY payment_intent_id
  ) rf ON rf.payment_intent_id = r.payment_intent_id
  LEFT JOIN invoices i ON i.payment_id = p.id AND i.kind = 'invoice'
  LEFT JOIN bank_transfers bt ON bt.registration_id = r.id
  LEFT JOIN invoices bi ON bi.id = bt.invoice_id
  WHERE r.payment_intent_id IS NOT NULL OR bt.id IS NOT NULL`;

export interface PaymentViewRow {
  checkout_id: string;
  payment_intent_id: string;
  provider_status: PaymentIntentStatus | null;
  email: string;
  first_name: string;
  last_name: string;
  amount_cents: number;
  currency: string;
  last_payment_error: string | null;
  refund_reason: string | null;
  tier_name: string;
  provider: string | null;
  account_id: string | null;
  receipt_number: string | null;
  period_start: Date | string | null;
  period_end: Date | string | null;
  invoice_number: string | null;
  refunded_cents: number | null;
  method: PaymentMethod;
  status: PaymentOutcome;
  at: Date | string;
}

/** The filtered view as a subquery named `v`, for the list, its count and the export. */
export function filteredPayments(filter: PaymentFilter, timeZone: string): SQL {
  const status = filter.status ? sql`v.status = ${filter.status}` : sql`TRUE`;
  return sql`(${paymentView}) v WHERE ${status} AND ${withinDays(sql`v.at`, filter, timeZone)}`;
}

export function paymentRow(row: PaymentViewRow): PaymentRow {
  return {
    checkoutId: row.checkout_id,
    paymentIntentId: row.payment_intent_id,
    status: row.status,
    method: row.method,
    providerStatus: row.provider_status,
    provider: row.provider,
    at: isoInstant(row.at),
    email: row.email,
    name: `${row.first_name} ${row.last_name}`,
    amountCents: row.amount_cents,
    currency: row.currency,
    receiptNumber: row.receipt_number,
    invoiceNumber: row.invoice_number,
    membership:
      row.account_id && row.period_start && row.period_end
        ? {
            accountId: row.account_id,
            tierName: row.tier_name,
            periodStart: isoInstant(row.period_start),
            periodEnd: isoInstant(row.period_end),
          }
        : null,
    tierName: row.tier_name,
    refundedCents: row.refunded_cents,
    detail: row.status === 'failed' ? row.last_payment_error : row.refund_reason,
  };
}
