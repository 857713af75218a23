import { eq } from 'drizzle-orm';
import { localeOrDefault } from '@shared/locales';
import type { Database } from '../db/client';
import { membershipTiers, registrations } from '../db/schema';
import { debitFailedEmail } from '../mail/debit-failed-email';
import { enqueueEmail } from '../mail/email-outbox';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/provider';

export interface PaymentFailureDeps {
  db: Database;
  provider: PaymentProvider;
  siteUrl: string;
}

/**
 * A `payment_intent.payment_failed` event. A refusal at checkout only needs
 * its message kept (the buyer saw it there). A payment that had been
 * processing and failed after all (a SEPA Direct Debit the bank returned,
 * days later for real) reached a buyer who was told to wait: they are
 * emailed, once, and the checkout shows on the staff dashboard. The
 * registration row is locked and the moment stamped, so replays and parallel
 * deliveries of the event, under any event id, email once. Answers whether
 * this call told the buyer.
 */
export async function recordPaymentFailure(
  { db, provider, siteUrl }: PaymentFailureDeps,
  reported: ProviderPaymentIntent,
): Promise<boolean> {
  // The provider's current word, with the method named (an event carries only the method's id).
  const intent = (await provider.retrievePaymentIntent(reported.id)) ?? reported;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ registration: registrations, tier: membershipTiers })
      .from(registrations)
      .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
      .where(eq(registrations.paymentIntentId, intent.id))
      .for('update', { of: registrations });
    if (!found) return false;
    const { registration, tier } = found;
    const failedAfterProcessing =
      intent.status === 'requires_payment_method' &&
      registration.status === 'pending' &&
      registration.failedAfterProcessingAt === null &&
      (registration.providerStatus === 'processing' || intent.paymentMethod === 'sepa_debit');
    const now = new Date();
    await tx
      .update(registrations)
      .set({
        lastPaymentError: intent.lastPaymentError ?? reported.lastPaymentError ?? 'payment failed',
        providerStatus: intent.status,
        providerStatusAt: now,
        updatedAt: now,
        ...(intent.paymentMethod ? { paymentMethod: intent.paymentMethod } : {}),
        ...(failedAfterProcessing ? { failedAfterProcessingAt: now } : {}),
      })
      .where(eq(registrations.id, registration.id));
    if (!failedAfterProcessing) return false;
    const locale = localeOrDefault(registration.locale);
    await enqueueEmail(
      tx,
      `payment-failed-after-processing:${intent.id}`,
      debitFailedEmail({
        to: registration.email,
        firstName: registration.firstName,
        locale,
        tierName: tier.name,
        tierSlug: tier.slug,
        amountCents: registration.amountCents,
        siteUrl,
      }),
    );
    return true;
  });
}
