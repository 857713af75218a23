import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { idealBankCodes } from './ideal-banks';

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

/** An IBAN as typed (spaces allowed) that ibantools accepts: right length for its country, check digits correct. */
export const ibanSchema = z
  .string()
  .max(42)
  .refine((value) => isValidIBAN(electronicFormatIBAN(value) ?? ''), { params: { invalidIban: true } });

/** What the buyer gave for the method they chose on the sandbox's payment form (Stripe's payment_method_data). */
export const sandboxPaymentMethodSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('card'), card: sandboxCardSchema }),
  z.strictObject({ type: z.literal('ideal'), bank: z.enum(idealBankCodes) }),
  z.strictObject({ type: z.literal('bancontact') }),
  z.strictObject({
    type: z.literal('sepa_debit'),
    iban: ibanSchema,
    accountHolderName: z.string().trim().min(2).max(100),
    email: z.email().max(254),
  }),
]);
export type SandboxPaymentMethod = z.infer<typeof sandboxPaymentMethodSchema>;

const confirmBase = { clientSecret: z.string().max(200), returnUrl: z.string().max(2000) };

/** A confirmation with any method; a bare `card` is still taken, as before methods were offered. */
export const sandboxConfirmSchema = z.union([
  z.strictObject({ ...confirmBase, paymentMethod: sandboxPaymentMethodSchema }),
  z.strictObject({ ...confirmBase, card: sandboxCardSchema }),
]);

export type SandboxConfirmRequest = z.infer<typeof sandboxConfirmSchema>;
