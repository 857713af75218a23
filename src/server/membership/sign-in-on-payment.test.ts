import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { confirmCheckout, payWithCard, startCheckout } from '../../../tests/helpers/purchase';
import { SESSION_COOKIE, sessionTokenOf, signedInMember } from '../../../tests/helpers/session';
import { SIGN_IN_AFTER_PAYMENT_MS } from './sign-in-on-payment';

describeEachDatabase('signed in on paying', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  const whoIs = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/session', cookies: { [SESSION_COOKIE]: token } })).json<{
      member: { username: string } | null;
    }>().member?.username ?? null;
  const sessionsOf = (username: string) =>
    countRows(handle(), 'sessions', sql`account_id = (SELECT id FROM accounts WHERE username = ${username})`);
  const completed = async (paymentIntentId: string) =>
    (await countRows(handle(), 'registrations', sql`payment_intent_id = ${paymentIntentId} AND status = 'completed'`)) === 1;

  it('signs in the browser that paid with a new HttpOnly session, ending the session it had', async () => {
    const someoneElse = await signedInMember(app);
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    await payWithCard(app, checkout);
    const confirmed = await confirmCheckout(app, checkout.paymentIntentId, `${checkout.cookie}; ${SESSION_COOKIE}=${someoneElse.token}`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const cookie = confirmed.cookies.find((candidate) => candidate.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.value).not.toBe(someoneElse.token);
    expect(await whoIs(sessionTokenOf(confirmed))).toBe(buyer.username);
    expect(await whoIs(someoneElse.token)).toBeNull();
  });

  it('signs in no one for a confirm from another browser or a webhook, and still the buyer afterwards', async () => {
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    await payWithCard(app, checkout);
    const stranger = await confirmCheckout(app, checkout.paymentIntentId);
    expect(stranger.statusCode).toBe(404);
    expect(sessionTokenOf(stranger)).toBe('');
    // The sandbox's webhook settles the payment on its own.
    await expect.poll(() => completed(checkout.paymentIntentId), { timeout: 20_000 }).toBe(true);
    expect(await sessionsOf(buyer.username)).toBe(0);

    const own = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
    expect(own.statusCode, own.body).toBe(200);
    expect(await whoIs(sessionTokenOf(own))).toBe(buyer.username);
    expect(await sessionsOf(buyer.username)).toBe(1);
  });

  it('does not sign the browser in again once half an hour has passed since the payment', async () => {
    const buyer = uniqueBuyer();
    const checkout = await startCheckout(app, buyer);
    await payWithCard(app, checkout);
    expect(sessionTokenOf(await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie))).not.toBe('');
    const past = new Date(Date.now() - SIGN_IN_AFTER_PAYMENT_MS - 60_000);
    await handle().db.execute(
      sql`UPDATE registrations SET updated_at = ${past.toISOString()} WHERE payment_intent_id = ${checkout.paymentIntentId}`,
    );
    const later = await confirmCheckout(app, checkout.paymentIntentId, checkout.cookie);
    expect(later.statusCode, later.body).toBe(200);
    expect(sessionTokenOf(later)).toBe('');
    expect(await sessionsOf(buyer.username)).toBe(1);
  });
});
