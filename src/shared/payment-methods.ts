import { z } from 'zod';

/** Ways a buyer pays through the payment provider (Stripe, or the sandbox that behaves like it). */
export const providerPaymentMethods = ['card', 'ideal', 'bancontact', 'sepa_debit'] as const;
export type ProviderPaymentMethod = (typeof providerPaymentMethods)[number];

/** Every way a membership can be paid: the provider's methods, and a bank transfer against the invoice. */
export const paymentMethods = [...providerPaymentMethods, 'bank_transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

// Pure: a page that reads only the names above leaves zod out of its bundle.
export const paymentMethodSchema = /* @__PURE__ */ z.enum(paymentMethods);

export function isProviderPaymentMethod(value: unknown): value is ProviderPaymentMethod {
  return typeof value === 'string' && (providerPaymentMethods as readonly string[]).includes(value);
}
