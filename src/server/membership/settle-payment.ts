import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { localeOrDefault, type Locale } from '@shared/locales';
import type { ActivatedMembership } from '@shared/membership';
import type { Database } from '../db/client';
import { membershipTiers, payments, registrations, type RefundReason } from '../db/schema';
import { issueInvoice } from '../invoices/issue-invoice';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import { enqueueEmail } from '../mail/email-outbox';
import { invoiceEmail } from '../mail/invoice-email';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/provider';
import { recordProviderStatus } from '../payments/provider-status';
import { describeActivation, findOrCreateAccount, recordActivation } from './activate-membership';
import { decideRefund } from './refund-payment';

type RegistrationRow = typeof registrations.$inferSelect;

export interface SettlementDeps {
  db: Database;
  provider: PaymentProvider;
  invoicing: InvoicingConfig;
}

/** Whose checkout a payment was: only its browser (or its member) may see the outcome. */
export interface CheckoutOwner {
  checkoutTokenHash: string;
  accountId: string | null;
  status: RegistrationRow['status'];
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

    const { payment, activation } = await recordActivation(tx, registration, account.accountId, {
      paymentIntentId: intent.id,
      provider: provider.name,
      paymentMethod: intent.paymentMethod ?? 'card',
      amountCents: intent.amount,
      currency: intent.currency,
      at: new Date(),
    });
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
