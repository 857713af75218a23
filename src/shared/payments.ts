import { z } from 'zod';

/** What the browser needs to take a card: which provider, and Stripe's publishable key. */
export type PaymentClientConfig = { provider: 'sandbox' } | { provider: 'stripe'; publishableKey: string };

export const paymentIntentStatuses = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'canceled',
  'succeeded',
] as const;
export type PaymentIntentStatus = (typeof paymentIntentStatuses)[number];

/** The sandbox's answer to a confirmation, shaped like Stripe.js's result. */
export interface SandboxConfirmResult {
  paymentIntent: { id: string; status: PaymentIntentStatus };
  error?: { code: string; message: string };
  nextActionUrl?: string;
}

export const sandboxCardSchema = z.strictObject({
  number: z.string().max(32),
  expiry: z.string().max(7),
  cvc: z.string().max(4),
});

export const sandboxConfirmSchema = z.strictObject({
  clientSecret: z.string().max(200),
  card: sandboxCardSchema,
  returnUrl: z.string().max(2000),
});

export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmSchema>;
