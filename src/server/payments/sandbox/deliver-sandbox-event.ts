import type { FastifyInstance } from 'fastify';
import { signWebhookPayload } from '../webhook-signature';
import type { SandboxEvent } from './sandbox-processor';

const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000];

/**
 * Sends a sandbox event to our own webhook endpoint, signed like Stripe signs
 * its events, and retries failures the way Stripe does (with fewer, shorter
 * waits), so the webhook path is exercised by every sandbox payment.
 */
export function deliverSandboxEvent(app: FastifyInstance, secret: string, event: SandboxEvent, attempt = 0): void {
  const payload = JSON.stringify(event);
  app
    .inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, secret) },
      payload,
    })
    .then((response) => {
      if (response.statusCode < 500) return;
      throw new Error(`webhook answered ${response.statusCode}`);
    })
    .catch((error: unknown) => {
      const delay = RETRY_DELAYS_MS[attempt];
      app.log.warn({ err: error, eventId: event.id, attempt }, 'sandbox webhook delivery failed');
      if (delay !== undefined) {
        setTimeout(() => deliverSandboxEvent(app, secret, event, attempt + 1), delay).unref();
      }
    });
}
