import type { ActivatedMembership } from '@shared/membership';

/**
 * The checkout has the activation in hand when it sends the buyer to the
 * success page, a new document: it leaves it in this tab's session storage,
 * for that payment only, so the success page shows it without asking again.
 */
const handoverKey = 'qnlcc-activation';

interface Handover {
  paymentIntentId: string;
  activation: ActivatedMembership;
}

export function handOverActivation(paymentIntentId: string, activation: ActivatedMembership): void {
  try {
    sessionStorage.setItem(handoverKey, JSON.stringify({ paymentIntentId, activation } satisfies Handover));
  } catch {
    // Storage refused: the success page verifies the payment itself.
  }
}

/** The activation the checkout left for this payment, once; undefined when there is none. */
export function takeHandedOverActivation(paymentIntentId: string | null): ActivatedMembership | undefined {
  try {
    const stored = sessionStorage.getItem(handoverKey);
    if (!stored || !paymentIntentId) return undefined;
    const handover = JSON.parse(stored) as Handover;
    if (handover.paymentIntentId !== paymentIntentId) return undefined;
    sessionStorage.removeItem(handoverKey);
    return handover.activation;
  } catch {
    return undefined;
  }
}
