import { eq } from 'drizzle-orm';
import type { EventRegistrationOutcome } from '@shared/event-registration';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import { eventRegistrations } from '../db/schema';
import type { ProviderPaymentIntent } from '../payments/provider';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { registrableEvent } from './registrable-events';

/** Metadata that marks a payment intent as one for event seats: only ids, no personal data. */
export const EVENT_PAYMENT_KIND = 'event-registration';

export function isEventPayment(intent: Pick<ProviderPaymentIntent, 'metadata'>): boolean {
  return intent.metadata.kind === EVENT_PAYMENT_KIND;
}

const REUSABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

type PaymentOutcome = Extract<EventRegistrationOutcome, { outcome: 'payment' }>;

/**
 * The payment intent for a registration's held seats, at the amount the server
 * fixed when it took them: the open one again on a repeated submit, else a new
 * one (idempotency key per registration and previous intent, so a retried
 * request never makes two).
 */
export async function paymentForHeldSeats(
  deps: Pick<EventDeps, 'db' | 'provider'>,
  registration: EventRegistrationRow,
  paymentMethod?: ProviderPaymentMethod,
): Promise<PaymentOutcome> {
  if (!registration.holdExpiresAt) throw new Error(`registration ${registration.id} holds no seats to pay for`);
  const existing = registration.paymentIntentId ? await deps.provider.retrievePaymentIntent(registration.paymentIntentId) : undefined;
  const intent =
    existing && REUSABLE_STATUSES.has(existing.status) && existing.amount === registration.amountCents
      ? existing
      : await newIntent(deps, registration, paymentMethod);
  return {
    outcome: 'payment',
    registrationId: registration.id,
    seats: registration.seats,
    priceKind: registration.priceKind,
    amountCents: registration.amountCents,
    currency: 'EUR',
    clientSecret: intent.clientSecret,
    holdExpiresAt: registration.holdExpiresAt.toISOString(),
  };
}

async function newIntent(
  deps: Pick<EventDeps, 'db' | 'provider'>,
  registration: EventRegistrationRow,
  paymentMethod: ProviderPaymentMethod | undefined,
): Promise<ProviderPaymentIntent> {
  const title = registrableEvent(registration.eventId)?.event.title.en ?? registration.eventId;
  const intent = await deps.provider.createPaymentIntent({
    amountCents: registration.amountCents,
    currency: 'eur',
    description: `${title}, ${registration.seats} × event seat`,
    metadata: { kind: EVENT_PAYMENT_KIND, eventRegistrationId: registration.id, eventId: registration.eventId },
    idempotencyKey: `event-registration-${registration.id}-${registration.paymentIntentId ?? 'first'}-${registration.amountCents}`,
  });
  await deps.db
    .update(eventRegistrations)
    .set({ paymentIntentId: intent.id, ...(paymentMethod ? { paymentMethod } : {}), updatedAt: new Date() })
    .where(eq(eventRegistrations.id, registration.id));
  return intent;
}
