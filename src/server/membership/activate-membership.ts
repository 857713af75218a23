import { addMonths, max } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { isLocale, type Locale } from '@shared/locales';
import { MEMBERSHIP_MONTHS, type ActivatedMembership } from '@shared/membership';
import { site } from '@shared/site';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { accounts, memberships, membershipTiers, payments, receiptNumbers, registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import { enqueueEmail } from '../mail/email-outbox';
import { receiptEmail } from '../mail/receipt-email';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/provider';
import { membershipMessages } from './messages';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type RegistrationRow = typeof registrations.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export type ActivationOutcome =
  | { kind: 'activated'; activation: ActivatedMembership; created: boolean }
  | { kind: 'not_paid'; status: string }
  | { kind: 'unknown' }
  | { kind: 'mismatch' };

function matchesRegistration(intent: ProviderPaymentIntent, registration: RegistrationRow, tierSlug: string): boolean {
  return (
    intent.amount === registration.amountCents &&
    intent.currency === registration.currency &&
    intent.metadata.registrationId === registration.id &&
    intent.metadata.tierSlug === tierSlug
  );
}

async function describeActivation(tx: Transaction, payment: PaymentRow): Promise<ActivatedMembership> {
  const [row] = await tx
    .select({ account: accounts, membership: memberships, tier: membershipTiers })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(membershipTiers, eq(membershipTiers.id, payment.tierId))
    .where(eq(memberships.id, payment.membershipId));
  if (!row) throw new Error(`payment ${payment.id} has no membership`);
  return {
    activated: true,
    receiptNumber: payment.receiptNumber,
    membership: {
      tierSlug: row.tier.slug,
      tierName: row.tier.name,
      status: 'active',
      startsAt: payment.periodStart.toISOString(),
      expiresAt: payment.periodEnd.toISOString(),
    },
    account: { username: row.account.username, email: row.account.email },
  };
}

async function findOrCreateAccount(tx: Transaction, registration: RegistrationRow): Promise<string> {
  if (registration.accountId) return registration.accountId;
  const [account] = await tx
    .insert(accounts)
    .values({
      username: registration.username,
      email: registration.email,
      passwordHash: registration.passwordHash,
      firstName: registration.firstName,
      lastName: registration.lastName,
      country: registration.country,
      phoneNumber: registration.phoneNumber,
      locale: registration.locale,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  if (!account) {
    const locale: Locale = isLocale(registration.locale) ? registration.locale : 'en';
    throw new HttpError(409, membershipMessages.accountConflict[locale]);
  }
  return account.id;
}

/** A new membership runs 12 months from now; a renewal adds 12 months to the later of now and its expiry. */
async function extendMembership(tx: Transaction, accountId: string, tierId: number, now: Date) {
  const [current] = await tx.select().from(memberships).where(eq(memberships.accountId, accountId)).for('update');
  if (!current) {
    const expiresAt = addMonths(now, MEMBERSHIP_MONTHS);
    const [created] = await tx
      .insert(memberships)
      .values({ accountId, tierId, startsAt: now, expiresAt })
      .returning();
    if (!created) throw new Error('membership insert returned nothing');
    return { membership: created, periodStart: now };
  }
  const periodStart = max([now, current.expiresAt]);
  const [updated] = await tx
    .update(memberships)
    .set({
      tierId,
      startsAt: current.expiresAt < now ? now : current.startsAt,
      expiresAt: addMonths(periodStart, MEMBERSHIP_MONTHS),
      updatedAt: now,
    })
    .where(eq(memberships.id, current.id))
    .returning();
  if (!updated) throw new Error('membership update returned nothing');
  return { membership: updated, periodStart };
}

/**
 * The one path from a succeeded payment to an active membership, used by the
 * confirm call and by webhooks. The payment intent id is unique in `payments`
 * and the registration row is locked, so any number of calls, in any order or
 * at the same time, create one account, one membership and one receipt.
 */
export async function activateMembership(
  db: Database,
  provider: PaymentProvider,
  paymentIntentId: string,
): Promise<ActivationOutcome> {
  const intent = await provider.retrievePaymentIntent(paymentIntentId);
  if (!intent) return { kind: 'unknown' };
  const [found] = await db
    .select({ registration: registrations, tierSlug: membershipTiers.slug })
    .from(registrations)
    .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
    .where(eq(registrations.paymentIntentId, intent.id));
  if (!found) return { kind: 'unknown' };
  if (intent.status !== 'succeeded') return { kind: 'not_paid', status: intent.status };
  if (!matchesRegistration(intent, found.registration, found.tierSlug)) return { kind: 'mismatch' };

  return db.transaction(async (tx) => {
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, found.registration.id))
      .for('update');
    if (!registration) throw new Error('registration vanished during activation');
    const [existing] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intent.id));
    if (existing) return { kind: 'activated', activation: await describeActivation(tx, existing), created: false };

    const now = new Date();
    const accountId = await findOrCreateAccount(tx, registration);
    const { membership, periodStart } = await extendMembership(tx, accountId, registration.tierId, now);
    const [next] = await queryRows<{ sequence: string }>(
      tx,
      sql`SELECT nextval(${receiptNumbers.seqName}) AS sequence`,
    );
    const receiptNumber = `${site.shortName}-${now.getUTCFullYear()}-${String(next?.sequence).padStart(6, '0')}`;
    const [payment] = await tx
      .insert(payments)
      .values({
        paymentIntentId: intent.id,
        registrationId: registration.id,
        accountId,
        membershipId: membership.id,
        tierId: registration.tierId,
        provider: provider.name,
        amountCents: intent.amount,
        currency: intent.currency,
        receiptNumber,
        periodStart,
        periodEnd: membership.expiresAt,
        paidAt: now,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    await tx
      .update(registrations)
      .set({ status: 'completed', accountId, lastPaymentError: null, updatedAt: now })
      .where(eq(registrations.id, registration.id));

    const activation = await describeActivation(tx, payment);
    const locale: Locale = isLocale(registration.locale) ? registration.locale : 'en';
    await enqueueEmail(
      tx,
      `receipt:${payment.id}`,
      receiptEmail({
        to: registration.email,
        firstName: registration.firstName,
        locale,
        receiptNumber,
        tierName: activation.membership.tierName,
        amountCents: payment.amountCents,
        periodStart,
        periodEnd: membership.expiresAt,
        paidAt: now,
      }),
    );
    return { kind: 'activated', activation, created: true };
  });
}
