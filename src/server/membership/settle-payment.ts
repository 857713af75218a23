import { addMonths, max } from 'date-fns';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { localeOrDefault, type Locale } from '@shared/locales';
import { MEMBERSHIP_MONTHS, type ActivatedMembership } from '@shared/membership';
import { site } from '@shared/site';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { accounts, memberships, membershipTiers, payments, receiptNumbers, registrations, type RefundReason } from '../db/schema';
import { issueInvoice } from '../invoices/issue-invoice';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import { enqueueEmail } from '../mail/email-outbox';
import { invoiceEmail } from '../mail/invoice-email';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/provider';
import { recordProviderStatus } from '../payments/provider-status';
import { decideRefund } from './refund-payment';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type RegistrationRow = typeof registrations.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

export interface SettlementDeps {
  db: Database;
  provider: PaymentProvider;
  invoicing: InvoicingConfig;
}

/** Whose checkout a payment was: only its browser (or its member) may see the outcome. */
export interface CheckoutOwner {
  checkoutTokenHash: string;
  accountId: string | null;
  status: 'pending' | 'completed' | 'refunded';
  /** For a completed checkout: when it completed (nothing changes it after that). */
  updatedAt: Date;
}

/**
 * Where a payment ended. A succeeded payment always ends activated or
 * refunded (the refund queued in the same transaction); never paid and pending.
 */
export type SettlementOutcome =
  | { kind: 'activated'; activation: ActivatedMembership; created: boolean }
  | { kind: 'refunded'; reason: RefundReason; locale: Locale }
  | { kind: 'not_paid'; status: string }
  | { kind: 'unknown' };

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
async function findOrCreateAccount(
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

/**
 * A succeeded payment whose checkout has since moved to another payment (the
 * buyer started over): ours, but not needed, so it goes back.
 */
async function settleOrphan(db: Database, intent: ProviderPaymentIntent): Promise<SettlementOutcome> {
  const registrationId = intent.metadata.registrationId;
  if (!registrationId || !z.uuid().safeParse(registrationId).success) return { kind: 'unknown' };
  const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
  if (!registration) return { kind: 'unknown' };
  await decideRefund(db, { paymentIntentId: intent.id, registrationId, reason: 'orphaned_payment' }, false);
  return { kind: 'refunded', reason: 'orphaned_payment', locale: localeOrDefault(registration.locale) };
}

/** The checkout a payment belongs to, for the confirm call to check who is asking. */
export async function checkoutOwnerOf(db: Database, paymentIntentId: string): Promise<CheckoutOwner | undefined> {
  const [owner] = await db
    .select({
      checkoutTokenHash: registrations.checkoutTokenHash,
      accountId: registrations.accountId,
      status: registrations.status,
      updatedAt: registrations.updatedAt,
    })
    .from(registrations)
    .where(eq(registrations.paymentIntentId, paymentIntentId));
  return owner;
}

/**
 * The one path from a succeeded payment to its end, used by the confirm call,
 * webhooks and the reconciler. The payment intent id is unique in `payments`
 * and the registration row is locked, so any number of calls, in any order or
 * at the same time, create one account, one membership, one receipt and one
 * invoice, or queue one refund when the payment cannot become the membership
 * it was for.
 */
export async function settlePayment({ db, provider, invoicing }: SettlementDeps, paymentIntentId: string): Promise<SettlementOutcome> {
  const intent = await provider.retrievePaymentIntent(paymentIntentId);
  if (!intent) return { kind: 'unknown' };
  await recordProviderStatus(db, intent);
  const [found] = await db
    .select({ registration: registrations, tierSlug: membershipTiers.slug })
    .from(registrations)
    .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
    .where(eq(registrations.paymentIntentId, intent.id));
  if (!found) return intent.status === 'succeeded' ? settleOrphan(db, intent) : { kind: 'unknown' };
  if (intent.status !== 'succeeded') return { kind: 'not_paid', status: intent.status };

  return db.transaction(async (tx): Promise<SettlementOutcome> => {
    const [registration] = await tx.select().from(registrations).where(eq(registrations.id, found.registration.id)).for('update');
    if (!registration) throw new Error('registration vanished during activation');
    const [existing] = await tx.select().from(payments).where(eq(payments.paymentIntentId, intent.id));
    if (existing) return { kind: 'activated', activation: await describeActivation(tx, existing), created: false };
    const locale = localeOrDefault(registration.locale);
    if (registration.status === 'refunded') return { kind: 'refunded', reason: registration.refundReason ?? 'payment_mismatch', locale };

    const refund = async (reason: RefundReason): Promise<SettlementOutcome> => {
      await decideRefund(tx, { paymentIntentId: intent.id, registrationId: registration.id, reason }, true);
      return { kind: 'refunded', reason, locale };
    };
    if (!matchesRegistration(intent, registration, found.tierSlug)) return refund('payment_mismatch');
    const account = await findOrCreateAccount(tx, registration);
    if ('refundReason' in account) return refund(account.refundReason);
    const { accountId } = account;

    const now = new Date();
    const { membership, periodStart } = await extendMembership(tx, accountId, registration.tierId, now);
    const [next] = await queryRows<{ sequence: string }>(tx, sql`SELECT nextval(${receiptNumbers.seqName}) AS sequence`);
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
        paymentMethod: intent.paymentMethod ?? 'card',
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
    // Last, so the year's invoice series stays locked for as short a time as the transaction allows.
    const invoice = await issueInvoice(tx, invoicing, {
      payment,
      registration,
      tierName: activation.membership.tierName,
      mandateReference: intent.mandateReference,
    });
    await enqueueEmail(
      tx,
      `invoice:${payment.id}`,
      invoiceEmail({
        invoiceId: invoice.id,
        invoice: invoice.document,
        registrant: registration,
        tierName: activation.membership.tierName,
        renewal: registration.accountId !== null,
      }),
    );
    return { kind: 'activated', activation, created: true };
  });
}
