/**
 * The choices the report filters offer, without zod: the pages import these,
 * and the schemas that check them on the server (payments.ts, subscribers.ts) build on them.
 */

/**
 * Where a payment stands for the chamber: activated a membership, given back,
 * to be given back, failed at the provider, or not paid yet.
 */
export const paymentOutcomes = ['activated', 'refunded', 'refund_pending', 'failed', 'open'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

export const subscriberStatuses = ['pending', 'confirmed', 'unsubscribed'] as const;
