import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { testConfig } from '../../../tests/helpers/config';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { payWithCard, startCheckout } from '../../../tests/helpers/purchase';
import { stripeStandIn } from '../../../tests/helpers/stripe-stand-in';
import type { AppConfig } from '../config';
import { queryRows } from '../db/query-rows';
import { reconcilePayments } from '../membership/reconcile-payments';
import { createStripeProvider } from '../payments/stripe/stripe-provider';

/**
 * Finding 9 (webhook retries in memory): after a kill -9 right after payment
 * the membership stayed inactive until the browser confirmed. Events, refunds
 * and reconciliation now live in the database and finish without anyone's help.
 */
describeEachDatabase('hostile buyers: settlement survives restarts and lost webhooks', (database) => {
  const handle = () => database().handle;
  const paymentsOf = (paymentIntentId: string) => countRows(handle(), 'payments', sql`payment_intent_id = ${paymentIntentId}`);

  describe('sandbox events', () => {
    it('are delivered by the next server when the one that took the payment stopped first', async () => {
      const base = await membershipTestApp(handle());
      const sandbox = base.config.payments;
      if (sandbox.provider !== 'sandbox') throw new Error('expected the sandbox');
      const slowWebhooks: Partial<AppConfig> = { payments: { ...sandbox, webhookDelaySeconds: 2 } };
      await base.app.close();

      const first = await membershipTestApp(handle(), slowWebhooks);
      const checkout = await startCheckout(first.app, uniqueBuyer());
      await payWithCard(first.app, checkout);
      await first.app.close();
      expect(await paymentsOf(checkout.paymentIntentId)).toBe(0);

      const second = await membershipTestApp(handle(), slowWebhooks);
      try {
        await expect.poll(() => paymentsOf(checkout.paymentIntentId), { timeout: 15_000 }).toBe(1);
        const deliveries = () =>
          queryRows<{ attempts: number; done: boolean }>(
            handle().db,
            sql`SELECT attempts, done_at IS NOT NULL AS done FROM jobs WHERE payload->'event'->'data'->'object'->>'id' = ${checkout.paymentIntentId}`,
          );
        await expect.poll(deliveries).toEqual([{ attempts: 1, done: true }]);
      } finally {
        await second.app.close();
      }
    });
  });

  describe('with Stripe (a local stand-in)', () => {
    const standIn = stripeStandIn();
    const stripeConfig = {
      provider: 'stripe' as const,
      secretKey: 'sk_test_durable',
      publishableKey: 'pk_test_durable',
      webhookSecret: 'whsec_test_durable_signing_secret',
      apiUrl: '',
    };
    let app: FastifyInstance;
    const provider = () => createStripeProvider(stripeConfig);

    beforeAll(async () => {
      stripeConfig.apiUrl = await standIn.listen();
      ({ app } = await membershipTestApp(handle(), { payments: stripeConfig }));
    });
    afterAll(async () => {
      await app.close();
      await standIn.close();
    });

    /** A checkout paid on Stripe's side, whose webhook never arrives and whose buyer never confirms. */
    async function silentlyPaid(buyer = uniqueBuyer()) {
      const checkout = await startCheckout(app, buyer);
      const intent = standIn.intents.get(checkout.paymentIntentId);
      if (!intent) throw new Error('the stand-in has no such intent');
      intent.status = 'succeeded';
      return checkout;
    }

    it('the reconciler activates a payment nobody reported', async () => {
      const checkout = await silentlyPaid();
      const settled = await reconcilePayments(
        { db: handle().db, provider: provider(), invoicing: testConfig().invoicing },
        { graceSeconds: 0 },
      );
      expect(settled.map((outcome) => outcome.kind)).toContain('activated');
      expect(await paymentsOf(checkout.paymentIntentId)).toBe(1);
      expect(
        await reconcilePayments({ db: handle().db, provider: provider(), invoicing: testConfig().invoicing }, { graceSeconds: 0 }),
      ).toEqual([]);
    });

    it('the reconciler refunds through Stripe, once, a payment that lost its username while nobody watched', async () => {
      const username = uniqueBuyer().username;
      const loser = await silentlyPaid(uniqueBuyer({ username }));
      await handle().db.execute(
        sql`UPDATE registrations SET username = ${`${username}_`} WHERE payment_intent_id = ${loser.paymentIntentId}`,
      );
      const winner = await startCheckout(app, uniqueBuyer({ username }));
      await handle().db.execute(sql`UPDATE registrations SET username = ${username} WHERE payment_intent_id = ${loser.paymentIntentId}`);
      const winnerIntent = standIn.intents.get(winner.paymentIntentId);
      if (winnerIntent) winnerIntent.status = 'succeeded';

      const settled = await reconcilePayments(
        { db: handle().db, provider: provider(), invoicing: testConfig().invoicing },
        { graceSeconds: 0 },
      );
      expect(settled.map((outcome) => outcome.kind).sort()).toEqual(['activated', 'refunded']);
      // The app's job runner makes the refund call; a second runner pass finds nothing to do.
      await expect
        .poll(() => countRows(handle(), 'refunds', sql`payment_intent_id IN (${loser.paymentIntentId}, ${winner.paymentIntentId})`), {
          timeout: 15_000,
        })
        .toBe(1);
      const refundCalls = standIn.requests.filter((request) => request.path === '/v1/refunds');
      expect(refundCalls).toHaveLength(1);
      expect(refundCalls[0]?.idempotencyKey).toMatch(/^refund-pi_standin/);
      const [refund] = await queryRows<{ provider_refund_id: string; amount_cents: number }>(
        handle().db,
        sql`SELECT provider_refund_id, amount_cents FROM refunds WHERE payment_intent_id IN (${loser.paymentIntentId}, ${winner.paymentIntentId})`,
      );
      expect(refund).toEqual({ provider_refund_id: expect.stringMatching(/^re_standin/), amount_cents: 35_000 });
    });
  });
});
