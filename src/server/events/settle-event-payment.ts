import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { eventPayments, eventRegistrations } from '../db/schema';
import { enqueueEmail } from '../mail/email-outbox';
import type { ProviderPaymentIntent } from '../payments/provider';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { ticketEmail } from './event-emails';
import { issueEventInvoice } from './event-invoice';
import { isEventPayment } from './event-payment-intent';
import { decideEventRefund, type EventRefundOrder } from './event-refund';
import { takeSeats } from './event-seats';
import type { Database } from '../db/client';

/** Where a payment for event seats ended: confirmed, or refunded in full; never paid and neither. */
export type EventSettlement =
  | { kind: 'confirmed'; registration: EventRegistrationRow; created: boolean }
  | { kind: 'refunded'; registration: EventRegistrationRow | undefined }
  | { kind: 'not_paid'; status: string }
  | { kind: 'unknown' };

function matches(intent: ProviderPaymentIntent, registration: EventRegistrationRow): boolean {
  return (
    intent.amount === registration.amountCents &&
    intent.currency.toLowerCase() === registration.currency.toLowerCase() &&
    intent.metadata.eventRegistrationId === registration.id
  );
}

/** A succeeded payment no registration points at any more (the registrant started a new payment): ours, so it goes back. */
async function settleOrphan(deps: EventDeps, intent: ProviderPaymentIntent): Promise<EventSettlement> {
  const registrationId = intent.metadata.eventRegistrationId;
  if (!isEventPayment(intent) || !z.uuid().safeParse(registrationId).success || !registrationId) return { kind: 'unknown' };
  const [registration] = await deps.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
  if (!registration) return { kind: 'unknown' };
  await decideEventRefund(deps.db, {
    paymentIntentId: intent.id,
    eventRegistrationId: registrationId,
    amountCents: intent.amount,
    reason: 'orphaned_payment',
  });
  return { kind: 'refunded', registration };
}

/**
 * The one path from a succeeded event payment to its end, for the confirm
 * call, the webhook and the reconciler alike. The registration row is locked
 * and the intent id is unique in `event_payments`, so any number of calls, in
 * any order or at once, confirm once (one payment row, one invoice, one
 * ticket) or refund once. A payment that comes after its hold lapsed takes
 * the seats again if they are still free, and is refunded in full if not.
 */
export async function settleEventPayment(deps: EventDeps, paymentIntentId: string, now = new Date()): Promise<EventSettlement> {
  const intent = await deps.provider.retrievePaymentIntent(paymentIntentId);
  if (!intent) return { kind: 'unknown' };
  const [found] = await deps.db.select().from(eventRegistrations).where(eq(eventRegistrations.paymentIntentId, intent.id));
  if (!found) return intent.status === 'succeeded' ? settleOrphan(deps, intent) : { kind: 'unknown' };
  await deps.db
    .update(eventRegistrations)
    .set({ providerStatus: intent.status, ...(intent.paymentMethod ? { paymentMethod: intent.paymentMethod } : {}) })
    .where(eq(eventRegistrations.id, found.id));
  if (intent.status !== 'succeeded') return { kind: 'not_paid', status: intent.status };

  return deps.db.transaction(async (tx): Promise<EventSettlement> => {
    const [registration] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id)).for('update');
    if (!registration) throw new Error('event registration vanished during confirmation');
    const [paid] = await tx.select().from(eventPayments).where(eq(eventPayments.paymentIntentId, intent.id));
    if (paid) return { kind: 'confirmed', registration, created: false };

    const refund = async (reason: EventRefundOrder['reason']): Promise<EventSettlement> => {
      await decideEventRefund(tx, { paymentIntentId: intent.id, eventRegistrationId: registration.id, amountCents: intent.amount, reason });
      return { kind: 'refunded', registration };
    };
    if (!matches(intent, registration)) return refund('payment_mismatch');
    const holdsSeats = registration.status === 'held' || registration.status === 'offered';
    if (!holdsSeats) {
      if (registration.status !== 'lapsed' || !(await takeSeats(tx, registration.eventId, registration.seats))) {
        return refund('event_seats_gone');
      }
    }
    return confirm(tx, deps, registration, intent, now);
  });
}

async function confirm(
  tx: Database,
  deps: EventDeps,
  registration: EventRegistrationRow,
  intent: ProviderPaymentIntent,
  now: Date,
): Promise<EventSettlement> {
  const paymentMethod = intent.paymentMethod ?? registration.paymentMethod ?? 'card';
  const [confirmed] = await tx
    .update(eventRegistrations)
    .set({ status: 'confirmed', confirmedAt: now, holdExpiresAt: null, offerTokenHash: null, paymentMethod, updatedAt: now })
    .where(eq(eventRegistrations.id, registration.id))
    .returning();
  if (!confirmed) throw new Error('event registration vanished during confirmation');
  const [payment] = await tx
    .insert(eventPayments)
    .values({
      paymentIntentId: intent.id,
      eventRegistrationId: registration.id,
      provider: deps.provider.name,
      paymentMethod,
      amountCents: intent.amount,
      currency: intent.currency,
      paidAt: now,
    })
    .returning();
  if (!payment) throw new Error('event payment insert returned nothing');
  const invoice = await issueEventInvoice(tx, deps.invoicing, confirmed, payment);
  await enqueueEmail(tx, `event-ticket:${confirmed.id}`, await ticketEmail(deps, confirmed, { id: invoice.id, document: invoice.document }));
  return { kind: 'confirmed', registration: confirmed, created: true };
}
