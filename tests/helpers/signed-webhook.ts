import type { FastifyInstance } from 'fastify';
import { signWebhookPayload } from '../../src/server/payments/webhook-signature';

/** Posts an event to the webhook endpoint, signed with `secret` as the provider signs it. */
export function postSignedWebhook(app: FastifyInstance, secret: string, event: object) {
  const payload = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: '/api/webhooks/payments',
    headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, secret) },
    payload,
  });
}
