import type { EventRegistrationOutcome } from '@shared/event-registration';

type PaymentOutcome = Extract<EventRegistrationOutcome, { outcome: 'payment' }>;

const key = (registrationId: string) => `event-payment:${registrationId}`;

/**
 * The payment step's intent, handed from the form (or the offer page) to the
 * status page in this tab: the client secret stays out of the URL.
 */
export function keepPaymentOutcome(outcome: PaymentOutcome): void {
  sessionStorage.setItem(key(outcome.registrationId), JSON.stringify(outcome));
}

export function readPaymentOutcome(registrationId: string): PaymentOutcome | undefined {
  const stored = sessionStorage.getItem(key(registrationId));
  if (!stored) return undefined;
  try {
    return JSON.parse(stored) as PaymentOutcome;
  } catch {
    return undefined;
  }
}

export function dropPaymentOutcome(registrationId: string): void {
  sessionStorage.removeItem(key(registrationId));
}
