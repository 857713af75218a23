import { addMonths, max } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { MEMBERSHIP_MONTHS, type ActivatedMembership } from '@shared/membership';
import type { PaymentMethod } from '@shared/payment-methods';
import { site } from '@shared/site';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { accounts, memberships, membershipTiers, payments, receiptNumbers, registrations, type RefundReason } from '../db/schema';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type RegistrationRow = typeof registrations.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** What the membership is described as once paid: the success page's and the confirm call's answer. */
export async function describeActivation(tx: Transaction, payment: PaymentRow): Promise<ActivatedMembership> {
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
    paymentMethod: payment.paymentMethod,
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

/**
 * The account the membership goes to: the renewing member's, or a new one.
 * When another checkout took the username or email first, the reason to refund.
 */
export async function findOrCreateAccount(
  tx: Transaction,
  registration: RegistrationRow,
): Promise<{ accountId: string } | { refundReason: RefundReason }> {
  if (registration.accountId) return { accountId: registration.accountId };
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
  if (account) return { accountId: account.id };
  const [sameEmail] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${registration.email.toLowerCase()}`);
  return { refundReason: sameEmail ? 'already_member' : 'account_taken' };
}

/** A new membership runs 12 months from now; a renewal adds 12 months to the later of now and its expiry. */
async function extendMembership(tx: Transaction, accountId: string, tierId: number, now: Date) {
  const [current] = await tx.select().from(memberships).where(eq(memberships.accountId, accountId)).for('update');
  if (!current) {
    const expiresAt = addMonths(now, MEMBERSHIP_MONTHS);
    const [created] = await tx.insert(memberships).values({ accountId, tierId, startsAt: now, expiresAt }).returning();
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

/** Money received for a checkout, however it came. */
export interface ReceivedMoney {
  /** Unique across payments: the provider's payment intent, or the bank transfer's own key. */
  paymentIntentId: string;
  provider: string;
  paymentMethod: PaymentMethod;
  amountCents: number;
  currency: string;
  /** When the money counts as received: the membership runs from then. */
  at: Date;
}

/**
 * The core both a provider's payment and a bank transfer end in, inside the
 * caller's transaction with the registration row locked: 12 months of
 * membership for the account (new, or added to a renewal), a receipt number,
 * the payment row, and the checkout completed. The caller has checked the
 * money matches the checkout and that it was not recorded before.
 */
export async function recordActivation(
  tx: Transaction,
  registration: RegistrationRow,
  accountId: string,
  money: ReceivedMoney,
): Promise<{ payment: PaymentRow; activation: ActivatedMembership }> {
  const { membership, periodStart } = await extendMembership(tx, accountId, registration.tierId, money.at);
  const [next] = await queryRows<{ sequence: string }>(tx, sql`SELECT nextval(${receiptNumbers.seqName}) AS sequence`);
  const receiptNumber = `${site.shortName}-${money.at.getUTCFullYear()}-${String(next?.sequence).padStart(6, '0')}`;
  const [payment] = await tx
    .insert(payments)
    .values({
      paymentIntentId: money.paymentIntentId,
      registrationId: registration.id,
      accountId,
      membershipId: membership.id,
      tierId: registration.tierId,
      provider: money.provider,
      paymentMethod: money.paymentMethod,
      amountCents: money.amountCents,
      currency: money.currency,
      receiptNumber,
      periodStart,
      periodEnd: membership.expiresAt,
      paidAt: money.at,
    })
    .returning();
  if (!payment) throw new Error('payment insert returned nothing');
  await tx
    .update(registrations)
    .set({ status: 'completed', accountId, lastPaymentError: null, updatedAt: money.at })
    .where(eq(registrations.id, registration.id));
  return { payment, activation: await describeActivation(tx, payment) };
}
