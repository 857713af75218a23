import { isProviderPaymentMethod, type ProviderPaymentMethod } from '@shared/payment-methods';
import { paymentIntentStatuses, type PaymentIntentStatus } from '@shared/payments';
import type { ProviderEvent, ProviderPaymentIntent } from './provider';

interface PaymentIntentLike {
  object?: unknown;
  id?: unknown;
  client_secret?: unknown;
  amount?: unknown;
  currency?: unknown;
  status?: unknown;
  metadata?: unknown;
  last_payment_error?: { message?: unknown } | null;
  /** An id, or (expanded, or the sandbox's) an object naming its type. */
  payment_method?: unknown;
  /** Expanded: the charge's method details, where a SEPA debit names its mandate. */
  latest_charge?: unknown;
}

/**
 * The method of a confirmed intent: the type of its PaymentMethod, or of the
 * latest charge's details when only that was expanded. A method the chamber
 * does not offer (Stripe may add more) stays unnamed: the payment is then
 * recorded as by card, as every payment was before methods were told apart.
 */
function paymentMethodOf(json: PaymentIntentLike): { paymentMethod?: ProviderPaymentMethod; mandateReference?: string } {
  const method = json.payment_method as { type?: unknown } | null | undefined;
  const details = (json.latest_charge as { payment_method_details?: { type?: unknown; sepa_debit?: { mandate?: unknown } } } | null)
    ?.payment_method_details;
  const type = typeof method === 'object' && method !== null ? method.type : details?.type;
  const mandate = details?.sepa_debit?.mandate;
  return {
    ...(isProviderPaymentMethod(type) ? { paymentMethod: type } : {}),
    ...(typeof mandate === 'string' ? { mandateReference: mandate } : {}),
  };
}

function isStatus(value: unknown): value is PaymentIntentStatus {
  return typeof value === 'string' && (paymentIntentStatuses as readonly string[]).includes(value);
}

/** Reads a payment intent in Stripe's JSON shape (Stripe's own or the sandbox's). */
export function paymentIntentFromJson(json: PaymentIntentLike): ProviderPaymentIntent | undefined {
  if (json.object !== 'payment_intent' || typeof json.id !== 'string' || !isStatus(json.status)) return undefined;
  const metadata =
    json.metadata && typeof json.metadata === 'object'
      ? Object.fromEntries(Object.entries(json.metadata).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
      : {};
  return {
    id: json.id,
    clientSecret: typeof json.client_secret === 'string' ? json.client_secret : '',
    amount: typeof json.amount === 'number' ? json.amount : Number.NaN,
    currency: typeof json.currency === 'string' ? json.currency : '',
    status: json.status,
    metadata,
    lastPaymentError: typeof json.last_payment_error?.message === 'string' ? json.last_payment_error.message : undefined,
    ...paymentMethodOf(json),
  };
}

export function providerEventFromJson(json: unknown): ProviderEvent {
  const event = json as { id?: unknown; type?: unknown; data?: { object?: PaymentIntentLike } };
  if (typeof event.id !== 'string' || typeof event.type !== 'string') {
    throw new Error('webhook body is not an event');
  }
  return {
    id: event.id,
    type: event.type,
    paymentIntent: event.data?.object ? paymentIntentFromJson(event.data.object) : undefined,
  };
}
