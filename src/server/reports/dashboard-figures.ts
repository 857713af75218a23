import { sql } from 'drizzle-orm';
import type { AttentionItem, DashboardFigures, RevenueFigure } from '@shared/admin-reports/dashboard';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { bankTransferFigures } from '../bank-transfers/transfer-list';
import { calendarDate } from '../invoices/calendar-date';
import { refundPaymentJob } from '../membership/refund-payment';
import { periodStart } from './report-dates';
import { isoInstant, wholeNumber } from './sql-values';

/** Memberships ending within this many days count as expiring; subscriptions this recent as new. */
export const EXPIRING_DAYS = 30;
export const NEW_SUBSCRIBER_DAYS = 30;
/** A failed activation, or a payment that failed after processing, stays on the dashboard this long. */
const FAILED_ACTIVATION_DAYS = 30;
/** Each dashboard list shows at most this many rows; the counts say how many there are. */
const LIST_LENGTH = 10;

type Count = string | number | bigint;

async function activeMembersByTier(db: Database, now: Date) {
  const rows = await queryRows<{ slug: string; name: string; count: Count }>(
    db,
    sql`SELECT t.slug, t.name, count(m.id) AS count
        FROM membership_tiers t
        LEFT JOIN memberships m ON m.tier_id = t.id AND m.starts_at <= ${now.toISOString()}::timestamptz AND m.expires_at > ${now.toISOString()}::timestamptz
        GROUP BY t.id ORDER BY t.price_cents, t.id`,
  );
  return rows.map((row) => ({ tierSlug: row.slug, tierName: row.name, count: wholeNumber(row.count) }));
}

/**
 * Money received since the start of the month and of the year in the
 * invoicing time zone, and what was given back of it in the same period.
 * Refunds of payments that never became a membership were never revenue and
 * are left out.
 */
async function revenue(db: Database, now: Date, timeZone: string): Promise<DashboardFigures['revenue']> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const month = periodStart('month', now, timeZone);
  const year = periodStart('year', now, timeZone);
  const [received] = await queryRows<Record<'monthCents' | 'monthCount' | 'yearCents' | 'yearCount', Count>>(
    db,
    sql`SELECT coalesce(sum(amount_cents) FILTER (WHERE paid_at >= ${month}), 0)::int8 AS "monthCents",
               count(*) FILTER (WHERE paid_at >= ${month}) AS "monthCount",
               coalesce(sum(amount_cents), 0)::int8 AS "yearCents",
               count(*) AS "yearCount"
        FROM payments WHERE paid_at >= ${year} AND paid_at <= ${at}`,
  );
  const [refunded] = await queryRows<Record<'monthCents' | 'yearCents', Count>>(
    db,
    sql`SELECT coalesce(sum(r.amount_cents) FILTER (WHERE r.refunded_at >= ${month}), 0)::int8 AS "monthCents",
               coalesce(sum(r.amount_cents), 0)::int8 AS "yearCents"
        FROM refunds r JOIN payments p ON p.payment_intent_id = r.payment_intent_id
        WHERE r.refunded_at >= ${year} AND r.refunded_at <= ${at}`,
  );
  const figure = (since: Date, cents: Count, count: Count, refundedCents: Count): RevenueFigure => ({
    since: calendarDate(since, timeZone),
    payments: wholeNumber(count),
    receivedCents: wholeNumber(cents),
    refundedCents: wholeNumber(refundedCents),
    netCents: wholeNumber(cents) - wholeNumber(refundedCents),
  });
  const [bounds] = await queryRows<{ month: Date | string; year: Date | string }>(db, sql`SELECT ${month} AS month, ${year} AS year`);
  if (!received || !refunded || !bounds) throw new Error('revenue query returned no row');
  return {
    month: figure(new Date(bounds.month), received.monthCents, received.monthCount, refunded.monthCents),
    year: figure(new Date(bounds.year), received.yearCents, received.yearCount, refunded.yearCents),
  };
}

async function expiringSoon(db: Database, now: Date): Promise<DashboardFigures['expiringSoon']> {
  const window = sql`m.expires_at > ${now.toISOString()}::timestamptz AND m.expires_at <= ${now.toISOString()}::timestamptz + make_interval(days => ${EXPIRING_DAYS})`;
  const [total] = await queryRows<{ count: Count }>(db, sql`SELECT count(*) AS count FROM memberships m WHERE ${window}`);
  const members = await queryRows<{
    account_id: string;
    first_name: string;
    last_name: string;
    email: string;
    tier: string;
    expires_at: Date | string;
  }>(
    db,
    sql`SELECT a.id AS account_id, a.first_name, a.last_name, a.email, t.name AS tier, m.expires_at
        FROM memberships m JOIN accounts a ON a.id = m.account_id JOIN membership_tiers t ON t.id = m.tier_id
        WHERE ${window} ORDER BY m.expires_at, a.id LIMIT ${LIST_LENGTH}`,
  );
  return {
    days: EXPIRING_DAYS,
    count: wholeNumber(total?.count ?? 0),
    members: members.map((row) => ({
      accountId: row.account_id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      tierName: row.tier,
      expiresAt: isoInstant(row.expires_at),
    })),
  };
}

/**
 * Payments staff must look at: refunds still queued (due) or given up on by
 * the job runner (failed), succeeded payments that could not become a
 * membership (refunded automatically, but the buyer paid for nothing),
 * payments that failed after processing (a returned SEPA debit: the buyer was
 * emailed, and may need a call), and payments the provider is still
 * processing (bank transfers and debits).
 */
async function attention(db: Database, now: Date): Promise<DashboardFigures['attention']> {
  const items = await queryRows<{
    kind: AttentionItem['kind'];
    payment_intent_id: string;
    email: string;
    amount_cents: number;
    at: Date | string;
    detail: string | null;
  }>(
    db,
    sql`SELECT CASE WHEN j.failed_at IS NULL THEN 'refund_due' ELSE 'refund_failed' END AS kind,
               j.payload->>'paymentIntentId' AS payment_intent_id, r.email, r.amount_cents, j.created_at AS at,
               coalesce(j.last_error, j.payload->>'reason') AS detail
        FROM jobs j JOIN registrations r ON r.id = (j.payload->>'registrationId')::uuid
        WHERE j.kind = ${refundPaymentJob} AND j.done_at IS NULL
        UNION ALL
        SELECT 'activation_failed', r.payment_intent_id, r.email, r.amount_cents, r.updated_at, r.refund_reason
        FROM registrations r
        WHERE r.status = 'refunded' AND r.updated_at > ${now.toISOString()}::timestamptz - make_interval(days => ${FAILED_ACTIVATION_DAYS})
        UNION ALL
        SELECT 'failed_after_processing', r.payment_intent_id, r.email, r.amount_cents, r.failed_after_processing_at, r.last_payment_error
        FROM registrations r
        WHERE r.status = 'pending' AND r.failed_after_processing_at > ${now.toISOString()}::timestamptz - make_interval(days => ${FAILED_ACTIVATION_DAYS})
        UNION ALL
        SELECT 'awaiting_payment', r.payment_intent_id, r.email, r.amount_cents, r.created_at, r.provider_status
        FROM registrations r
        WHERE r.status = 'pending' AND r.provider_status = 'processing'
        ORDER BY at DESC`,
  );
  const count = (kind: AttentionItem['kind']) => items.filter((item) => item.kind === kind).length;
  const order: AttentionItem['kind'][] = [
    'refund_failed',
    'refund_due',
    'activation_failed',
    'failed_after_processing',
    'awaiting_payment',
  ];
  return {
    refundsDue: count('refund_due'),
    refundsFailed: count('refund_failed'),
    activationsFailed: count('activation_failed'),
    awaitingPayment: count('awaiting_payment'),
    failedAfterProcessing: count('failed_after_processing'),
    items: items
      .toSorted((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind))
      .slice(0, LIST_LENGTH)
      .map((row) => ({
        kind: row.kind,
        paymentIntentId: row.payment_intent_id,
        email: row.email,
        amountCents: row.amount_cents,
        at: isoInstant(row.at),
        detail: row.detail,
      })),
  };
}

async function newSubscribers(db: Database, now: Date): Promise<DashboardFigures['newSubscribers']> {
  const [row] = await queryRows<{ pending: Count; confirmed: Count }>(
    db,
    sql`SELECT count(*) FILTER (WHERE status = 'pending') AS pending, count(*) FILTER (WHERE status = 'confirmed') AS confirmed
        FROM newsletter_subscriptions
        WHERE subscribed_at > ${now.toISOString()}::timestamptz - make_interval(days => ${NEW_SUBSCRIBER_DAYS})`,
  );
  return { days: NEW_SUBSCRIBER_DAYS, pending: wholeNumber(row?.pending ?? 0), confirmed: wholeNumber(row?.confirmed ?? 0) };
}

/** Open requests of members not yet anonymised: anonymising is what answers a request. */
async function deletionRequests(db: Database): Promise<DashboardFigures['deletionRequests']> {
  const [total] = await queryRows<{ count: Count }>(
    db,
    sql`SELECT count(*) AS count FROM deletion_requests d JOIN accounts a ON a.id = d.account_id
        WHERE d.closed_at IS NULL AND a.anonymised_at IS NULL`,
  );
  const rows = await queryRows<{
    id: string;
    account_id: string;
    first_name: string;
    last_name: string;
    email: string;
    message: string | null;
    requested_at: Date | string;
  }>(
    db,
    sql`SELECT d.id, d.account_id, a.first_name, a.last_name, a.email, d.message, d.requested_at
        FROM deletion_requests d JOIN accounts a ON a.id = d.account_id
        WHERE d.closed_at IS NULL AND a.anonymised_at IS NULL ORDER BY d.requested_at, d.id LIMIT ${LIST_LENGTH}`,
  );
  return {
    count: wholeNumber(total?.count ?? 0),
    requests: rows.map((row) => ({
      id: row.id,
      accountId: row.account_id,
      name: `${row.first_name} ${row.last_name}`,
      email: row.email,
      message: row.message,
      requestedAt: isoInstant(row.requested_at),
    })),
  };
}

/** Everything on the dashboard, as of `now`, with months and years counted in the invoicing time zone. */
export async function dashboardFigures(db: Database, now: Date, timeZone: string): Promise<DashboardFigures> {
  return {
    asOf: now.toISOString(),
    timeZone,
    activeMembersByTier: await activeMembersByTier(db, now),
    revenue: await revenue(db, now, timeZone),
    expiringSoon: await expiringSoon(db, now),
    attention: await attention(db, now),
    newSubscribers: await newSubscribers(db, now),
    deletionRequests: await deletionRequests(db),
    bankTransfers: await bankTransferFigures(db, calendarDate(now, timeZone)),
  };
}
