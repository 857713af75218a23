import type { PaymentProvider } from '../provider';
import { providerEventFromJson } from '../provider-event';
import { verifyWebhookSignature } from '../webhook-signature';
import { toProviderIntent, type SandboxProcessor } from './sandbox-processor';

export function createSandboxProvider(processor: SandboxProcessor, webhookSecret: string): PaymentProvider {
  return {
    name: 'sandbox',
    async createPaymentIntent(input) {
      return toProviderIntent(await processor.create(input));
    },
    async retrievePaymentIntent(id) {
      const row = await processor.find(id);
      return row && toProviderIntent(row);
    },
    async refundPaymentIntent(id, idempotencyKey, amountCents) {
      const refund = await processor.refund(id, idempotencyKey, amountCents);
      return { id: refund.id, amountCents: refund.amount };
    },
    parseWebhook(rawBody, signatureHeader) {
      return providerEventFromJson(verifyWebhookSignature(rawBody, signatureHeader, webhookSecret));
    },
    clientConfig: () => ({ provider: 'sandbox' }),
  };
}
