import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { enqueueJob, type JobHandler } from '../../background/job-queue';
import type { Database } from '../../db/client';
import { signWebhookPayload } from '../webhook-signature';
import type { SandboxEvent } from './sandbox-processor';

export const deliverSandboxEventJob = 'sandbox.deliver-event';

const payloadSchema = z.object({ event: z.looseObject({ id: z.string() }) });

/**
 * Queues the event in the transaction that changed the payment; the job
 * runner delivers it after `delaySeconds` (Stripe's webhooks, too, arrive
 * a moment after the payment, and the buyer's confirm usually comes first).
 */
export async function enqueueSandboxEvent(tx: Database, event: SandboxEvent, delaySeconds: number): Promise<void> {
  await enqueueJob(tx, {
    kind: deliverSandboxEventJob,
    payload: { event },
    dedupeKey: `sandbox-event:${event.id}`,
    runAt: new Date(Date.now() + delaySeconds * 1000),
  });
}

/**
 * Sends a queued sandbox event to our own webhook endpoint, signed as Stripe
 * signs its events. A 5xx answer throws, so the job queue retries it with
 * backoff, as Stripe retries; events live in the database, so a restart loses none.
 */
export function sandboxEventDelivery(app: FastifyInstance, secret: string): JobHandler {
  return async (payload) => {
    const { event } = payloadSchema.parse(payload);
    const body = JSON.stringify(event);
    const response = await app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(body, secret) },
      payload: body,
    });
    if (response.statusCode >= 500) throw new Error(`webhook answered ${response.statusCode}`);
  };
}
