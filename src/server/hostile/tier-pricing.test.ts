import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { CHECKOUT_COOKIE, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { confirmCheckout, payWithCard } from '../../../tests/helpers/purchase';
import { SESSION_COOKIE, signedInMember } from '../../../tests/helpers/session';
import type { AccountOverview } from '@shared/accounts';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import { queryRows } from '../db/query-rows';

/**
 * Finding 4: `basic` (€150, not offered on the site) was accepted by the API,
 * and a renewal as `corporate` gave Corporate at once for the whole 24 months,
 * the first year paid at the basic price. Only tiers on sale can be bought; a
 * renewal to another tier starts when the time already paid for ends.
 */
describeEachDatabase('hostile buyers: cheap tier, dear membership', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  const renew = (token: string, tierSlug: string) =>
    app.inject({ method: 'POST', url: '/api/account/renewal-payment', cookies: { [SESSION_COOKIE]: token }, payload: { tierSlug } });

  const overview = async (token: string) =>
    (await app.inject({ method: 'GET', url: '/api/account', cookies: { [SESSION_COOKIE]: token } })).json<AccountOverview>();

  it('refuses to sell basic, new or renewed, writing nothing', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/create-membership-payment',
      payload: createPaymentBody(uniqueBuyer(), 'basic'),
    });
    expect(created.statusCode).toBe(404);
    expect(created.json()).toEqual({ error: { statusCode: 404, message: 'The selected membership tier was not found.' } });
    const { token } = await signedInMember(app);
    expect((await renew(token, 'basic')).statusCode).toBe(404);
    const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
      handle().db,
      sql`SELECT count(*)::int AS count FROM registrations r JOIN membership_tiers t ON t.id = r.tier_id WHERE t.slug = 'basic'`,
    );
    expect(count).toBe(0);
  });

  it('starts a dearer tier bought on renewal only when the paid period ends', async () => {
    const { buyer, token } = await signedInMember(app, {}, 'professional');
    const before = await overview(token);
    expect(before.membership.tierSlug).toBe('professional');

    const response = await renew(token, 'corporate');
    expect(response.statusCode, response.body).toBe(200);
    const intent = response.json<CreateMembershipPaymentResponse>();
    expect(intent.amountCents).toBe(500_000);
    const cookie = `${CHECKOUT_COOKIE}=${response.cookies.find((set) => set.name === CHECKOUT_COOKIE)?.value ?? ''}`;
    await payWithCard(app, intent);
    const confirmed = await confirmCheckout(app, intent.paymentIntentId, cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const after = await overview(token);
    expect(after.membership.tierSlug).toBe('professional');
    expect(after.membership.expiresAt).not.toBe(before.membership.expiresAt);
    const corporate = after.receipts.find((receipt) => receipt.tierName === 'Corporate');
    expect(corporate?.periodStart).toBe(before.membership.expiresAt);

    // A year and a day later the Corporate period is the one in force.
    await handle().db
      .execute(sql`UPDATE payments SET period_start = period_start - interval '366 days', period_end = period_end - interval '366 days'
      WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`);
    await handle().db.execute(sql`UPDATE memberships SET expires_at = expires_at - interval '366 days'
      WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`);
    expect((await overview(token)).membership.tierSlug).toBe('corporate');
  });
});
