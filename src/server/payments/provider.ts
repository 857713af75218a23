import type { ProviderPaymentMethod } from '@shared/payment-methods';
import type { PaymentClientConfig, PaymentIntentStatus } from '@shared/payments';

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  metadata: Record<string, string>;
  lastPaymentError: string | undefined;
  /** The method the buyer chose, once the provider knows it (after confirmation). */
  paymentMethod?: ProviderPaymentMethod | undefined;
  /** A SEPA Direct Debit's mandate, which the invoice names (UBL PaymentMandate). */
  mandateReference?: string | undefined;
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: 'eur';
  description: string;
  /** Only ids: no personal data goes to the processor's metadata. */
  metadata: Record<string, string>;
  idempotencyKey: string;
}

export interface ProviderEvent {
  id: string;
  type: string;
  paymentIntent: ProviderPaymentIntent | undefined;
}

export interface ProviderRefund {
  id: string;
  amountCents: number;
}

export class WebhookSignatureError extends Error {}

/** The one seam between the membership code and whoever moves the money. */
export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  /** undefined when the provider has no such intent. */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | undefined>;
  /**
   * Gives a succeeded payment back: `amountCents` of it, or all that is not
   * refunded yet. The same idempotency key never refunds twice.
   */
  refundPaymentIntent(id: string, idempotencyKey: string, amountCents?: number): Promise<ProviderRefund>;
  /** Verifies the signature of a webhook's raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined): ProviderEvent;
  clientConfig(): PaymentClientConfig;
}
