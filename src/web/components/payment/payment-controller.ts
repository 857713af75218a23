import { createContext, useContext } from 'react';
import type { ProviderPaymentMethod } from '@shared/payment-methods';
import type { PaymentIntentStatus } from '@shared/payments';

export type ConfirmOutcome =
  | { kind: 'status'; paymentIntentId: string; status: PaymentIntentStatus }
  | { kind: 'error'; message: string }
  /** The provider sent the browser elsewhere (authentication); it returns to the success page. */
  | { kind: 'redirected' };

/**
 * What the checkout needs from a payment provider, whichever it is: whether it
 * has loaded, a check of its fields before anything is created, and the
 * confirmation of a payment intent.
 */
export interface PaymentController {
  ready: boolean;
  /** The method the buyer has chosen, when the provider's form says (the Pay button names it). */
  method?: ProviderPaymentMethod | undefined;
  /** A message when the card fields are incomplete or invalid. */
  validate(): Promise<string | undefined>;
  confirm(clientSecret: string, returnUrl: string): Promise<ConfirmOutcome>;
}

const notLoaded: PaymentController = {
  ready: false,
  validate: async () => undefined,
  confirm: async () => ({ kind: 'error', message: 'Payment system not loaded' }),
};

export const PaymentControllerContext = createContext<PaymentController>(notLoaded);

export function usePaymentController(): PaymentController {
  return useContext(PaymentControllerContext);
}
