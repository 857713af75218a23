import { readdir, readFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { queryRows } from '../db/query-rows';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { confirmCheckout, payWithCard, startCheckout, type StartedCheckout } from '../../../tests/helpers/purchase';
import type { RegistrationFields } from '@shared/membership';
import { sandboxTestCards } from '../payments/sandbox/test-cards';
import { signWebhookPayload } from '../payments/webhook-signature';

describeEachDatabase('membership purchase API', (database) => {
  let app: FastifyInstance;
  let config: AppConfig;
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app, config } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  const createPayment = (buyer: RegistrationFields, tierSlug = 'professional', browserCookie?: string) =>
    startCheckout(app, buyer, tierSlug, browserCookie);
  const payWith = (card: string, intent: StartedCheckout) => payWithCard(app, intent, card);
  const confirm = (paymentIntentId: string, cookie?: string) => confirmCheckout(app, paymentIntentId, cookie);

  /** Sandbox webhooks arrive asynchronously; wait until the one for this intent was handled. */
  async function webhookHandled(paymentIntentId: string, type = 'payment_intent.succeeded') {
    await expect
      .poll(() => countRows(handle(), 'payment_events', sql`payment_intent_id = ${paymentIntentId} AND type = ${type}`))
      .toBeGreaterThanOrEqual(1);
  }

  async function buyMembership(buyer = uniqueBuyer(), tierSlug = 'professional') {
    const intent = await createPayment(buyer, tierSlug);
    await payWith(sandboxTestCards.succeeds, intent);
    const response = await confirm(intent.paymentIntentId, intent.cookie);
    expect(response.statusCode, response.body).toBe(200);
    await webhookHandled(intent.paymentIntentId);
    return { buyer, intent, activation: response.json() };
  }

  describe('GET /api/membership-tiers', () => {
    it('lists the six tiers with prices as decimal euro strings, cheapest first', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/membership-tiers' });
      expect(response.statusCode).toBe(200);
      const tiers = response.json<Array<{ slug: string; priceEur: string; features: string[] }>>();
      expect(tiers.map((tier) => [tier.slug, tier.priceEur])).toEqual([
        ['basic', '150.00'],
        ['professional', '350.00'],
        ['kleinere_bedrijven', '750.00'],
        ['middelgrote_ondernemers', '1250.00'],
        ['grotere_bedrijven', '2500.00'],
        ['corporate', '5000.00'],
      ]);
      expect(Object.keys(tiers[0] ?? {}).sort()).toEqual(['description', 'features', 'id', 'name', 'priceEur', 'slug']);
    });

    it('gives the Dutch-named tiers benefits that build on each other', async () => {
      const tiers = (await app.inject({ method: 'GET', url: '/api/membership-tiers', headers: { 'accept-language': 'nl' } })).json<
        Array<{ slug: string; features: string[] }>
      >();
      const bySlug = new Map(tiers.map((tier) => [tier.slug, tier.features]));
      const chain = ['professional', 'kleinere_bedrijven', 'middelgrote_ondernemers', 'grotere_bedrijven'];
      for (let index = 1; index < chain.length; index += 1) {
        const previous = bySlug.get(chain[index - 1] ?? '') ?? [];
        const current = bySlug.get(chain[index] ?? '') ?? [];
        expect(current.slice(0, previous.length)).toEqual(previous);
        expect(current.length).toBeGreaterThan(previous.length);
      }
      expect(bySlug.get('kleinere_bedrijven')).toContain('Premium marktonderzoek en sectorrapporten');
    });

    it('answers 304 to its own ETag', async () => {
      const first = await app.inject({ method: 'GET', url: '/api/membership-tiers' });
      const etag = String(first.headers.etag);
      const second = await app.inject({ method: 'GET', url: '/api/membership-tiers', headers: { 'if-none-match': etag } });
      expect(second.statusCode).toBe(304);
    });

    it('sends the listing compressed ahead of time in the encoding the client prefers', async () => {
      const plain = await app.inject({ method: 'GET', url: '/api/membership-tiers' });
      for (const [accept, encoding, decode] of [
        ['br, gzip', 'br', brotliDecompressSync],
        ['gzip', 'gzip', gunzipSync],
      ] as const) {
        const response = await app.inject({ method: 'GET', url: '/api/membership-tiers', headers: { 'accept-encoding': accept } });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toContain('Accept-Encoding');
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    });
  });

  describe('POST /api/create-membership-payment', () => {
    it('stores a pending registration with an argon2id hash and charges the price from the database', async () => {
      const buyer = uniqueBuyer();
      const intent = await createPayment(buyer, 'middelgrote_ondernemers');
      expect(intent.paymentIntentId).toMatch(/^pi_[A-Za-z0-9]{24}$/);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.paymentIntentId}_secret_[A-Za-z0-9]{24}$`));
      expect(intent).toMatchObject({ tierName: 'Middelgrote Ondernemers', amountCents: 125_000 });
      const [registration] = await queryRows<{ password_hash: string; amount_cents: number; status: string }>(
        handle().db,
        sql`SELECT password_hash, amount_cents, status FROM registrations WHERE payment_intent_id = ${intent.paymentIntentId}`,
      );
      expect(registration?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(registration?.password_hash).not.toContain(buyer.password);
      expect(registration).toMatchObject({ amount_cents: 125_000, status: 'pending' });
      const [sandboxIntent] = await queryRows<{ amount: number; metadata: Record<string, string> }>(
        handle().db,
        sql`SELECT amount, metadata FROM sandbox_payment_intents WHERE id = ${intent.paymentIntentId}`,
      );
      expect(sandboxIntent?.amount).toBe(125_000);
      expect(Object.keys(sandboxIntent?.metadata ?? {}).sort()).toEqual(['registrationId', 'tierSlug']);
    });

    it('reuses the pending registration and payment intent when the same form is submitted again', async () => {
      const buyer = uniqueBuyer();
      const first = await createPayment(buyer);
      const second = await createPayment({ ...buyer, phoneNumber: '+31 20 555 0199' }, 'professional', first.cookie);
      expect(second.paymentIntentId).toBe(first.paymentIntentId);
      expect(await countRows(handle(), 'registrations', sql`lower(email) = ${buyer.email.toLowerCase()}`)).toBe(1);
    });

    it('answers an unknown tier with 404 and a message', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: createPaymentBody(uniqueBuyer(), 'platinum'),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: { statusCode: 404, message: 'The selected membership tier was not found.' },
      });
    });

    const buyer = uniqueBuyer();
    const valid = createPaymentBody(buyer);
    const malformed: Array<[string, unknown]> = [
      ['an empty body', {}],
      ['a missing userInfo', { ...valid, userInfo: undefined }],
      ['a number for the email', { ...valid, userInfo: { ...buyer, email: 42 } }],
      ['an unknown top-level field', { ...valid, priceEur: '1.00' }],
      ['an unknown userInfo field', { ...valid, userInfo: { ...buyer, isAdmin: true } }],
      ['a price smuggled into customerInfo', { ...valid, customerInfo: { ...valid.customerInfo, amount: 1 } }],
      ['a 1,000-character first name', { ...valid, userInfo: { ...buyer, firstName: 'A'.repeat(1_000) } }],
      ['a short password', { ...valid, userInfo: { ...buyer, password: 'short' } }],
      ['an invalid country', { ...valid, userInfo: { ...buyer, country: 'belgium' } }],
      ['an email differing from customerInfo', { ...valid, customerInfo: { ...valid.customerInfo, email: 'other@example.com' } }],
      ['an array', [valid]],
    ];
    it.each(malformed)('refuses %s with 400 and writes nothing', async (_name, payload) => {
      const before = await countRows(handle(), 'registrations');
      const response = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: payload as object });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message.length).toBeGreaterThan(0);
      expect(await countRows(handle(), 'registrations')).toBe(before);
    });

    it('refuses a body past the form limit (a 1 MB first name) with 413 and writes nothing', async () => {
      const before = await countRows(handle(), 'registrations');
      const response = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: { ...valid, userInfo: { ...buyer, firstName: 'A'.repeat(1_048_576) } },
      });
      expect(response.statusCode).toBe(413);
      expect(await countRows(handle(), 'registrations')).toBe(before);
    });

    it('answers malformed JSON with 400', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        headers: { 'content-type': 'application/json' },
        payload: '{"tierSlug":',
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
    });

    it('uses the spec’s validation messages in the language of the request', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: { ...valid, userInfo: { ...buyer, username: 'ab' } },
      });
      expect(response.json<{ error: { message: string } }>().error.message).toBe(
        'userInfo.username: Username must be at least 3 characters',
      );
      const dutch = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        headers: { 'accept-language': 'nl-NL,nl;q=0.9' },
        payload: { ...valid, userInfo: { ...buyer, password: 'short' } },
      });
      expect(dutch.json<{ error: { message: string } }>().error.message).toBe(
        'userInfo.password: Wachtwoord moet minstens 8 tekens bevatten',
      );
    });

    it('refuses a username or email that belongs to an active membership with 409', async () => {
      const { buyer: member } = await buyMembership();
      const sameEmail = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: createPaymentBody(uniqueBuyer({ email: member.email.toUpperCase() })),
      });
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json<{ error: { message: string } }>().error.message).toContain('email');
      const sameUsername = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: createPaymentBody(uniqueBuyer({ username: member.username })),
      });
      expect(sameUsername.statusCode).toBe(409);
      expect(sameUsername.json<{ error: { message: string } }>().error.message).toContain('username');
    });
  });

  describe('POST /api/confirm-membership-payment', () => {
    it('activates a paid membership for 12 months and queues exactly one receipt', async () => {
      const { buyer, intent, activation } = await buyMembership();
      expect(activation).toMatchObject({
        activated: true,
        membership: { tierSlug: 'professional', tierName: 'Professional', status: 'active' },
        account: { username: buyer.username, email: buyer.email },
      });
      const starts = new Date(activation.membership.startsAt);
      const expires = new Date(activation.membership.expiresAt);
      const twelveMonthsLater = new Date(starts);
      twelveMonthsLater.setUTCMonth(twelveMonthsLater.getUTCMonth() + 12);
      expect(expires.toISOString()).toBe(twelveMonthsLater.toISOString());
      expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(1);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${intent.paymentIntentId}`)).toBe(1);
      expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email}`)).toBe(1);
      await expect.poll(() => countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email} AND status = 'sent'`)).toBe(1);
      const outbox = await readdir(config.mail.outboxDir);
      const receipts = await Promise.all(outbox.map((file) => readFile(`${config.mail.outboxDir}/${file}`, 'utf8')));
      const mine = receipts.filter((eml) => eml.includes(`To: ${buyer.email}`));
      expect(mine).toHaveLength(1);
      expect(mine[0]).toContain(activation.receiptNumber);
      expect(mine[0]).toContain('=E2=82=AC350.00');
    });

    it('is idempotent: repeated and concurrent confirms and webhooks make one membership and one email', async () => {
      const buyer = uniqueBuyer();
      const intent = await createPayment(buyer);
      await payWith(sandboxTestCards.succeeds, intent);
      const payload = JSON.stringify({
        id: `evt_replay${Date.now()}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: intent.paymentIntentId,
            object: 'payment_intent',
            status: 'succeeded',
            amount: 35_000,
            currency: 'eur',
            metadata: {},
          },
        },
      });
      const webhook = () =>
        app.inject({
          method: 'POST',
          url: '/api/webhooks/payments',
          headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, config.payments.webhookSecret) },
          payload,
        });
      const responses = await Promise.all([
        ...Array.from({ length: 25 }, () => confirm(intent.paymentIntentId, intent.cookie)),
        ...Array.from({ length: 25 }, webhook),
      ]);
      expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
      const receipts = new Set(responses.slice(0, 25).map((response) => response.json<{ receiptNumber: string }>().receiptNumber));
      expect(receipts.size).toBe(1);
      await webhookHandled(intent.paymentIntentId);
      expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(1);
      expect(
        await countRows(handle(), 'memberships', sql`account_id IN (SELECT id FROM accounts WHERE username = ${buyer.username})`),
      ).toBe(1);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${intent.paymentIntentId}`)).toBe(1);
      expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email}`)).toBe(1);
    });

    it('activates from the webhook alone when the buyer closes the tab after paying', async () => {
      const buyer = uniqueBuyer();
      const intent = await createPayment(buyer);
      await payWith(sandboxTestCards.succeeds, intent);
      await webhookHandled(intent.paymentIntentId);
      expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${intent.paymentIntentId}`)).toBe(1);
      const late = await confirm(intent.paymentIntentId, intent.cookie);
      expect(late.statusCode).toBe(200);
      expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email}`)).toBe(1);
    });

    it('refuses an unpaid intent with 402 and activates nothing', async () => {
      const buyer = uniqueBuyer();
      const intent = await createPayment(buyer);
      const response = await confirm(intent.paymentIntentId, intent.cookie);
      expect(response.statusCode).toBe(402);
      expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(0);
    });

    it('refuses a declined payment and records the failure from the webhook', async () => {
      const buyer = uniqueBuyer();
      const intent = await createPayment(buyer);
      const result = await payWith(sandboxTestCards.declined, intent);
      expect(result.error?.message).toBe('Your card was declined.');
      expect((await confirm(intent.paymentIntentId, intent.cookie)).statusCode).toBe(402);
      await webhookHandled(intent.paymentIntentId, 'payment_intent.payment_failed');
      const [registration] = await queryRows<{ last_payment_error: string }>(
        handle().db,
        sql`SELECT last_payment_error FROM registrations WHERE payment_intent_id = ${intent.paymentIntentId}`,
      );
      expect(registration?.last_payment_error).toBe('Your card was declined.');
      expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(0);
    });

    it('refuses an unknown intent and one that belongs to no registration with 404', async () => {
      expect((await confirm('pi_DoesNotExist000000000000')).statusCode).toBe(404);
      const foreign = await app.inject({
        method: 'POST',
        url: '/api/confirm-membership-payment',
        payload: { paymentIntentId: 'pi_x', userInfo: null },
      });
      expect(foreign.statusCode).toBe(400);
      await handle().db
        .execute(sql`INSERT INTO sandbox_payment_intents (id, client_secret, idempotency_key, amount, currency, status, metadata)
        VALUES ('pi_ForeignIntent00000000000', 'pi_ForeignIntent00000000000_secret_x', 'foreign', 35000, 'eur', 'succeeded', '{}'::jsonb)`);
      expect((await confirm('pi_ForeignIntent00000000000')).statusCode).toBe(404);
    });

    it('refunds, instead of activating, a succeeded intent for a cheaper tier pointed at a dearer registration', async () => {
      const dear = await createPayment(uniqueBuyer(), 'corporate');
      const cheapBuyer = uniqueBuyer();
      const cheap = await createPayment(cheapBuyer, 'professional');
      await payWith(sandboxTestCards.succeeds, cheap);
      await webhookHandled(cheap.paymentIntentId);
      const dearBuyer = uniqueBuyer();
      const victim = await createPayment(dearBuyer, 'corporate');
      // Point the dear registration at the cheap, paid intent, as an attacker would need to.
      await handle().db.execute(sql`UPDATE registrations SET payment_intent_id = NULL WHERE payment_intent_id = ${victim.paymentIntentId}`);
      await handle().db.execute(sql`UPDATE registrations SET payment_intent_id = ${victim.paymentIntentId}
        WHERE lower(email) = ${dearBuyer.email.toLowerCase()}`);
      await handle().db.execute(sql`UPDATE sandbox_payment_intents SET amount = 35000, status = 'succeeded',
        metadata = (SELECT metadata FROM sandbox_payment_intents WHERE id = ${cheap.paymentIntentId}) WHERE id = ${victim.paymentIntentId}`);
      const response = await confirm(victim.paymentIntentId, victim.cookie);
      expect(response.statusCode).toBe(409);
      expect(await countRows(handle(), 'accounts', sql`username = ${dearBuyer.username}`)).toBe(0);
      expect(dear.amountCents).toBe(500_000);
      await expect
        .poll(() => countRows(handle(), 'refunds', sql`payment_intent_id = ${victim.paymentIntentId} AND reason = 'payment_mismatch'`))
        .toBe(1);
    });

    it('renews an expired membership from today instead of creating a second one', async () => {
      const { buyer } = await buyMembership();
      await handle().db.execute(sql`UPDATE memberships SET expires_at = now() - interval '10 days'
        WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`);
      const { activation } = await buyMembership(buyer, 'kleinere_bedrijven');
      expect(activation.membership.tierSlug).toBe('kleinere_bedrijven');
      const expires = new Date(activation.membership.expiresAt).getTime();
      expect(Math.abs(expires - (Date.now() + 365 * 86_400_000))).toBeLessThan(2 * 86_400_000);
      expect(await countRows(handle(), 'memberships', sql`account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`)).toBe(
        1,
      );
      const wrongPassword = await app.inject({
        method: 'POST',
        url: '/api/create-membership-payment',
        payload: createPaymentBody({ ...buyer, password: 'not the password' }),
      });
      expect(wrongPassword.statusCode).toBe(409);
    });
  });

  describe('POST /api/webhooks/payments', () => {
    const event = (id: string) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'payment_intent.succeeded',
        created: 0,
        data: { object: { object: 'payment_intent', id: 'pi_NothingHere0000000000000', status: 'succeeded' } },
      });

    it('refuses a bad, missing, tampered or stale signature with 400', async () => {
      const payload = event('evt_bad');
      const wrongSecret = signWebhookPayload(payload, 'whsec_not_our_secret_at_all');
      const tampered = signWebhookPayload(payload, config.payments.webhookSecret);
      const staleTimestamp = Math.floor(Date.now() / 1000) - 301;
      const stale = signWebhookPayload(payload, config.payments.webhookSecret).replace(/t=\d+/, `t=${staleTimestamp}`);
      const cases: Array<[Record<string, string>, string]> = [
        [{ 'stripe-signature': wrongSecret }, payload],
        [{}, payload],
        [{ 'stripe-signature': tampered }, payload.replace('evt_bad', 'evt_bae')],
        [{ 'stripe-signature': stale }, payload],
      ];
      for (const [headers, body] of cases) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/webhooks/payments',
          headers: { 'content-type': 'application/json', ...headers },
          payload: body,
        });
        expect(response.statusCode).toBe(400);
      }
      expect(await countRows(handle(), 'payment_events', sql`event_id = 'evt_bad'`)).toBe(0);
    });

    it('handles each event id once', async () => {
      const payload = event(`evt_once${Date.now()}`);
      const send = () =>
        app.inject({
          method: 'POST',
          url: '/api/webhooks/payments',
          headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(payload, config.payments.webhookSecret) },
          payload,
        });
      expect((await send()).json()).toEqual({ received: true, duplicate: false });
      expect((await send()).json()).toEqual({ received: true, duplicate: true });
    });
  });
});
