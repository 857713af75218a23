import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentEvents } from '../db/schema';
import { isEventPayment } from '../events/event-payment-intent';
import { HttpError } from '../http/http-error';
import { recordPaymentFailure } from '../membership/payment-failure';
import { settlePayment, type SettlementDeps } from '../membership/settle-payment';
import { WebhookSignatureError, type ProviderEvent } from './provider';

export interface WebhookRouteOptions extends SettlementDeps {
  siteUrl: string;
  /** Called after a settlement or a failure queued mail or jobs (a receipt, a refund, a failed debit), so they go out soon. */
  onSettled: () => void;
  /** Settles a succeeded payment for event seats; true when it queued mail or jobs. */
  settleEventPayment: (paymentIntentId: string) => Promise<boolean>;
}

/** A failed event payment changes nothing: its hold lapses at its expiry unless a retry succeeds first. */
async function handleEvent(options: WebhookRouteOptions, event: ProviderEvent): Promise<void> {
  const intent = event.paymentIntent;
  if (!intent) return;
  if (event.type === 'payment_intent.succeeded' && isEventPayment(intent)) {
    if (await options.settleEventPayment(intent.id)) options.onSettled();
  } else if (event.type === 'payment_intent.succeeded') {
    const outcome = await settlePayment(options, intent.id);
    if ((outcome.kind === 'activated' && outcome.created) || outcome.kind === 'refunded') options.onSettled();
  } else if (event.type === 'payment_intent.payment_failed' && !isEventPayment(intent)) {
    if (await recordPaymentFailure(options, intent)) options.onSettled();
  }
}

/**
 * POST /api/webhooks/payments: the provider's signed events. Each event id is
 * handled once; an event that fails answers 500 so the provider retries it.
 */
export async function registerWebhookRoutes(app: FastifyInstance, options: WebhookRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the exact bytes, so this route keeps the raw body.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    scope.post('/api/webhooks/payments', async (request) => {
      const rawBody = request.body;
      if (!Buffer.isBuffer(rawBody)) throw new HttpError(400, 'Expected a JSON body');
      const signature = request.headers['stripe-signature'];
      let event: ProviderEvent;
      try {
        event = options.provider.parseWebhook(rawBody, typeof signature === 'string' ? signature : undefined);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new HttpError(400, `Webhook signature verification failed: ${error.message}`);
        throw new HttpError(400, 'Webhook body is not a valid event');
      }

      const [seen] = await options.db
        .select({ eventId: paymentEvents.eventId })
        .from(paymentEvents)
        .where(eq(paymentEvents.eventId, event.id));
      if (seen) return { received: true, duplicate: true };

      await handleEvent(options, event);
      await options.db
        .insert(paymentEvents)
        .values({ eventId: event.id, type: event.type, paymentIntentId: event.paymentIntent?.id ?? null })
        .onConflictDoNothing();
      return { received: true, duplicate: false };
    });
  });
}
