import Stripe from 'stripe';
import type { PaymentProvider } from '../provider';
import { paymentIntentFromJson, providerEventFromJson } from '../provider-event';
import { verifyWebhookSignature } from '../webhook-signature';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Another API origin, for tests against a local stand-in. */
  apiUrl?: string | undefined;
}

function connectionOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    protocol: url.protocol === 'https:' ? 'https' : 'http',
  };
}

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...connectionOptions(options.apiUrl),
  });

  function fromStripe(intent: Stripe.PaymentIntent) {
    const parsed = paymentIntentFromJson(intent as unknown as Parameters<typeof paymentIntentFromJson>[0]);
    if (!parsed) throw new Error(`Stripe returned an unexpected payment intent ${intent.id}`);
    return parsed;
  }

  return {
    name: 'stripe',
    async createPaymentIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: input.metadata,
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return fromStripe(intent);
    },
    async retrievePaymentIntent(id) {
      try {
        // The intent names its method only through its PaymentMethod (and a SEPA debit's mandate through its charge).
        return fromStripe(await stripe.paymentIntents.retrieve(id, { expand: ['payment_method', 'latest_charge'] }));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return undefined;
        throw error;
      }
    },
    async refundPaymentIntent(id, idempotencyKey, amountCents) {
      try {
        // The key goes into the refund's metadata as well, so a retry after Stripe forgot the key can find it.
        const refund = await stripe.refunds.create(
          { payment_intent: id, metadata: { refundKey: idempotencyKey }, ...(amountCents === undefined ? {} : { amount: amountCents }) },
          { idempotencyKey },
        );
        return { id: refund.id, amountCents: refund.amount };
      } catch (error) {
        // Stripe keeps idempotency keys for 24 hours; a retry after that finds the refund already made.
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded')) throw error;
        const earlier = (await stripe.refunds.list({ payment_intent: id, limit: 100 })).data;
        const made =
          earlier.find((refund) => refund.metadata?.refundKey === idempotencyKey) ?? (amountCents === undefined ? earlier[0] : undefined);
        if (!made) throw error;
        return { id: made.id, amountCents: made.amount };
      }
    },
    parseWebhook(rawBody, signatureHeader) {
      return providerEventFromJson(verifyWebhookSignature(rawBody, signatureHeader, options.webhookSecret));
    },
    clientConfig: () => ({ provider: 'stripe', publishableKey: options.publishableKey }),
  };
}
