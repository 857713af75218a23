import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';

let sequence = 0;
const tag = () => `${Date.now().toString(36)}${(sequence += 1)}${Math.floor(Math.random() * 1e6).toString(36)}`;

export interface SeededMember {
  accountId: string;
  registrationId: string;
  paymentIntentId: string;
  email: string;
}

/**
 * A member who paid at a chosen moment, written straight into the tables as
 * activation writes them, so figures over months and years can be checked
 * against known instants without waiting for a clock.
 */
export async function seedPaidMember(
  db: Database,
  options: { paidAt: Date; expiresAt: Date; amountCents?: number; tierSlug?: string; firstName?: string; companyName?: string },
): Promise<SeededMember> {
  const id = tag();
  const email = `seeded.${id}@example.com`;
  const paymentIntentId = `pi_seed_${id}`;
  const amount = options.amountCents ?? 50_000;
  const [tier] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM membership_tiers WHERE slug = ${options.tierSlug ?? 'professional'}`,
  );
  if (!tier) throw new Error('no such tier');
  const accountId = randomUUID();
  const registrationId = randomUUID();
  const membershipId = randomUUID();
  await db.execute(sql`INSERT INTO accounts (id, username, email, password_hash, first_name, last_name, country, company_name, locale, created_at)
    VALUES (${accountId}, ${`seeded_${id}`}, ${email}, 'not-a-hash', ${options.firstName ?? 'Seeded'}, 'Member', 'qatar', ${options.companyName ?? null}, 'en', ${options.paidAt.toISOString()}::timestamptz)`);
  await db.execute(sql`INSERT INTO registrations (id, tier_id, account_id, username, email, password_hash, first_name, last_name, country, locale, amount_cents, currency, payment_intent_id, checkout_token_hash, status, provider_status, created_at)
    VALUES (${registrationId}, ${tier.id}, ${accountId}, ${`seeded_${id}`}, ${email}, 'not-a-hash', 'Seeded', 'Member', 'qatar', 'en', ${amount}, 'eur', ${paymentIntentId}, ${`hash_${id}`}, 'completed', 'succeeded', ${options.paidAt.toISOString()}::timestamptz)`);
  await db.execute(sql`INSERT INTO memberships (id, account_id, tier_id, starts_at, expires_at)
    VALUES (${membershipId}, ${accountId}, ${tier.id}, ${options.paidAt.toISOString()}::timestamptz, ${options.expiresAt.toISOString()}::timestamptz)`);
  await db.execute(sql`INSERT INTO payments (payment_intent_id, registration_id, account_id, membership_id, tier_id, provider, amount_cents, currency, receipt_number, period_start, period_end, paid_at)
    VALUES (${paymentIntentId}, ${registrationId}, ${accountId}, ${membershipId}, ${tier.id}, 'sandbox', ${amount}, 'eur', ${`R-${id}`}, ${options.paidAt.toISOString()}::timestamptz, ${options.expiresAt.toISOString()}::timestamptz, ${options.paidAt.toISOString()}::timestamptz)`);
  return { accountId, registrationId, paymentIntentId, email };
}

/** A refund recorded for a seeded payment, at a chosen moment. */
export async function seedRefund(db: Database, member: SeededMember, options: { refundedAt: Date; amountCents: number }): Promise<void> {
  await db.execute(sql`INSERT INTO refunds (payment_intent_id, registration_id, provider, provider_refund_id, amount_cents, currency, reason, refund_key, refunded_at)
    VALUES (${member.paymentIntentId}, ${member.registrationId}, 'sandbox', ${`re_${member.paymentIntentId}`}, ${options.amountCents}, 'eur', 'payment_mismatch', ${`refund-${member.paymentIntentId}`}, ${options.refundedAt.toISOString()}::timestamptz)`);
}

/**
 * Many members at once, in one statement per table (generate_series), for
 * the export's memory measurement: names long enough that the whole file
 * would show in the heap if it were held there.
 */
export async function seedManyMembers(db: Database, count: number): Promise<void> {
  const prefix = tag();
  await db.execute(sql`INSERT INTO accounts (username, email, password_hash, first_name, last_name, country, company_name, locale, created_at)
    SELECT ${`bulk_${prefix}_`} || n, ${`bulk.${prefix}.`} || n || '@example.com', 'not-a-hash', 'Bulk ' || n, repeat('Lastname', 6),
           'netherlands', 'Company ' || n || ' ' || repeat('Trading and Logistics ', 4), 'nl', now() - make_interval(secs => n)
    FROM generate_series(1, ${count}) AS n`);
}
