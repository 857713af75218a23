import { randomBytes } from 'node:crypto';
import { addMonths } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { CHECKOUT_COOKIE, countRows, membershipTestApp } from '../../../tests/helpers/membership';
import { SESSION_COOKIE, signedInMember } from '../../../tests/helpers/session';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import { queryRows } from '../db/query-rows';
import { sandboxTestCards } from '../payments/sandbox/test-cards';

describeEachDatabase('signed-in renewal', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  // Each member renews from one browser, which keeps its checkout cookie.
  const checkoutTokens = new Map<string, string>();
  const checkoutTokenOf = (sessionToken: string) => {
    const token = checkoutTokens.get(sessionToken) ?? randomBytes(32).toString('base64url');
    checkoutTokens.set(sessionToken, token);
    return token;
  };
  const renew = (token: string, payload: object, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/account/renewal-payment',
      cookies: { [SESSION_COOKIE]: token, [CHECKOUT_COOKIE]: checkoutTokenOf(token) },
      payload,
      headers,
    });

  /** Pays and confirms as the signed-in member: the session proves the checkout is theirs. */
  async function payAndConfirm(intent: CreateMembershipPaymentResponse, token: string) {
    const paid = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
        returnUrl: '/account',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/confirm-membership-payment',
      cookies: { [SESSION_COOKIE]: token },
      payload: { paymentIntentId: intent.paymentIntentId, userInfo: null },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  }

  async function membershipOf(username: string) {
    const rows = await queryRows<{ expires_at: Date; tier: string }>(
      handle().db,
      sql`SELECT m.expires_at, t.slug AS tier FROM memberships m JOIN accounts a ON a.id = m.account_id
        JOIN membership_tiers t ON t.id = m.tier_id WHERE a.username = ${username}`,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no membership');
    return { expiresAt: new Date(row.expires_at), tier: row.tier };
  }

  const ofAccount = (username: string) => sql`account_id = (SELECT id FROM accounts WHERE username = ${username})`;

  it('lets an active member pay for 12 more months on top of the current expiry', async () => {
    const { buyer, token } = await signedInMember(app);
    const before = await membershipOf(buyer.username);

    const [tier] = await queryRows<{ price_cents: number }>(
      handle().db,
      sql`SELECT price_cents FROM membership_tiers WHERE slug = 'corporate'`,
    );
    const response = await renew(token, { tierSlug: 'corporate' });
    expect(response.statusCode, response.body).toBe(200);
    const intent = response.json<CreateMembershipPaymentResponse>();
    expect(intent).toMatchObject({ tierName: 'Corporate', amountCents: tier?.price_cents });
    const again = await renew(token, { tierSlug: 'corporate' });
    expect(again.json<CreateMembershipPaymentResponse>().paymentIntentId).toBe(intent.paymentIntentId);
    const [registration] = await queryRows<{ password_hash: string; locale: string; amount_cents: number; email: string }>(
      handle().db,
      sql`SELECT r.password_hash, r.locale, r.amount_cents, r.email FROM registrations r WHERE r.payment_intent_id = ${intent.paymentIntentId}`,
    );
    const [account] = await queryRows<{ password_hash: string }>(
      handle().db,
      sql`SELECT password_hash FROM accounts WHERE username = ${buyer.username}`,
    );
    expect(registration).toEqual({
      password_hash: account?.password_hash,
      locale: 'en',
      amount_cents: tier?.price_cents,
      email: buyer.email,
    });

    await payAndConfirm(intent, token);
    expect(await membershipOf(buyer.username)).toEqual({ expiresAt: addMonths(before.expiresAt, 12), tier: 'corporate' });
    expect(await countRows(handle(), 'accounts', sql`lower(email) = ${buyer.email.toLowerCase()}`)).toBe(1);
    expect(await countRows(handle(), 'payments', ofAccount(buyer.username))).toBe(2);
    expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email} AND dedupe_key LIKE 'invoice:%'`)).toBe(2);
  });

  it('keeps the language of the renewing request', async () => {
    const { token } = await signedInMember(app);
    const response = await renew(token, { tierSlug: 'professional' }, { 'accept-language': 'nl-NL,nl;q=0.9' });
    const [registration] = await queryRows<{ locale: string }>(
      handle().db,
      sql`SELECT locale FROM registrations WHERE payment_intent_id = ${response.json<CreateMembershipPaymentResponse>().paymentIntentId}`,
    );
    expect(registration?.locale).toBe('nl');
  });

  it('runs an expired membership 12 months from the renewal', async () => {
    const { buyer, token } = await signedInMember(app);
    await queryRows(handle().db, sql`UPDATE memberships SET expires_at = now() - interval '40 days' WHERE ${ofAccount(buyer.username)}`);
    const response = await renew(token, { tierSlug: 'professional' });
    expect(response.statusCode, response.body).toBe(200);
    const from = new Date();
    await payAndConfirm(response.json<CreateMembershipPaymentResponse>(), token);
    const { expiresAt } = await membershipOf(buyer.username);
    expect(expiresAt.getTime()).toBeGreaterThanOrEqual(addMonths(from, 12).getTime());
    expect(expiresAt.getTime()).toBeLessThanOrEqual(addMonths(new Date(), 12).getTime());
  });

  it('refuses an unknown tier, a visitor, a cross-site request and unknown fields, writing nothing', async () => {
    const { buyer, token } = await signedInMember(app);
    const registrations = () => countRows(handle(), 'registrations', ofAccount(buyer.username));
    const intents = () => countRows(handle(), 'sandbox_payment_intents');
    const before = { registrations: await registrations(), intents: await intents() };

    const unknown = await renew(token, { tierSlug: 'platinum' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { statusCode: 404, message: 'The selected membership tier was not found.' } });
    expect((await renew('', { tierSlug: 'professional' })).statusCode).toBe(401);
    expect((await renew(token, { tierSlug: 'professional' }, { origin: 'https://evil.example' })).statusCode).toBe(403);
    expect((await renew(token, { tierSlug: 'professional' }, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    for (const payload of [
      { tierSlug: 'professional', amountCents: 1 },
      { tierSlug: 'professional', password: 'x' },
      {},
      { tierSlug: 'Professional!' },
    ]) {
      expect((await renew(token, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect({ registrations: await registrations(), intents: await intents() }).toEqual(before);
  });
});
