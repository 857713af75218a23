import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { confirmCheckout, payWithCard, startCheckout } from '../../../tests/helpers/purchase';
import { queryRows } from '../db/query-rows';
import { sandboxTestCards } from '../payments/sandbox/test-cards';

/**
 * Finding 1: a second create call with the victim's email and tier overwrote
 * the victim's open checkout (username, password) and handed back the same
 * payment intent and client secret; the victim then paid for the attacker's account.
 */
describeEachDatabase('hostile buyers: checkout takeover', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  async function registrationOf(paymentIntentId: string) {
    const [row] = await queryRows<{ username: string; password_hash: string; tier: string }>(
      handle().db,
      sql`SELECT r.username, r.password_hash, t.slug AS tier FROM registrations r JOIN membership_tiers t ON t.id = r.tier_id
        WHERE r.payment_intent_id = ${paymentIntentId}`,
    );
    return row;
  }

  const signIn = (identifier: string, password: string) =>
    app.inject({ method: 'POST', url: '/api/session', payload: { identifier, password } });

  it("gives 50 parallel attackers with the victim's email and tier checkouts of their own, never the victim's", async () => {
    const victim = uniqueBuyer();
    const victimCheckout = await startCheckout(app, victim);
    const before = await registrationOf(victimCheckout.paymentIntentId);

    const attacks = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        app.inject({
          method: 'POST',
          url: '/api/create-membership-payment',
          payload: createPaymentBody({
            ...victim,
            username: `attacker_${index}_${victim.username}`.slice(0, 40),
            password: 'attacker password',
          }),
        }),
      ),
    );
    const answered = attacks.map((response) => response.json<{ paymentIntentId: string; clientSecret: string }>());
    expect(attacks.map((response) => response.statusCode)).toEqual(attacks.map(() => 200));
    expect(answered.map((answer) => answer.paymentIntentId)).not.toContain(victimCheckout.paymentIntentId);
    expect(answered.map((answer) => answer.clientSecret)).not.toContain(victimCheckout.clientSecret);
    expect(new Set(answered.map((answer) => answer.paymentIntentId)).size).toBe(50);
    expect(await registrationOf(victimCheckout.paymentIntentId)).toEqual(before);

    await payWithCard(app, victimCheckout);
    const confirmed = await confirmCheckout(app, victimCheckout.paymentIntentId, victimCheckout.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await signIn(victim.username, victim.password)).statusCode).toBe(200);
    expect((await signIn(victim.email, 'attacker password')).statusCode).toBe(401);
  });

  it('leaves a checkout paid with the settles-later card untouched by a later create call from elsewhere', async () => {
    const victim = uniqueBuyer();
    const victimCheckout = await startCheckout(app, victim);
    const paid = await payWithCard(app, victimCheckout, sandboxTestCards.settlesLater);
    expect(paid.paymentIntent.status).toBe('processing');
    const before = await registrationOf(victimCheckout.paymentIntentId);

    const attack = await app.inject({
      method: 'POST',
      url: '/api/create-membership-payment',
      payload: createPaymentBody({ ...victim, username: `x_${victim.username}`.slice(0, 40), password: 'attacker password' }),
    });
    expect(attack.statusCode).toBe(200);
    expect(attack.json<{ paymentIntentId: string }>().paymentIntentId).not.toBe(victimCheckout.paymentIntentId);
    expect(await registrationOf(victimCheckout.paymentIntentId)).toEqual(before);
  });

  it('refuses to change a checkout from its own browser once its payment is under way', async () => {
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    await payWithCard(app, checkout, sandboxTestCards.settlesLater);
    const before = await registrationOf(checkout.paymentIntentId);
    const again = await app.inject({
      method: 'POST',
      url: '/api/create-membership-payment',
      headers: { cookie: checkout.cookie },
      payload: createPaymentBody({ ...buyer, password: 'another password' }),
    });
    expect(again.statusCode).toBe(409);
    expect(await registrationOf(checkout.paymentIntentId)).toEqual(before);
  });

  describe('confirm', () => {
    it('tells only the browser that started the checkout about it', async () => {
      const buyer = uniqueBuyer();
      const checkout = await startCheckout(app, buyer);
      await payWithCard(app, checkout);
      const otherBrowser = await startCheckout(app, uniqueBuyer());
      for (const cookie of [undefined, otherBrowser.cookie, 'qncc_checkout=not-a-token']) {
        const stranger = await confirmCheckout(app, checkout.paymentIntentId, cookie);
        expect(stranger.statusCode).toBe(404);
        expect(stranger.body).not.toContain(buyer.email);
        expect(stranger.body).not.toContain(buyer.username);
      }
      const owner = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
      expect(owner.statusCode).toBe(200);
      expect(owner.json<{ account: { username: string } }>().account.username).toBe(buyer.username);
    });
  });
});
