import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AppConfig } from '../config';
import { queryRows } from '../db/query-rows';
import type { ActivatedMembership } from '@shared/membership';
import { describeEachInterruptibleDatabase, whileDatabaseDown } from '../../../tests/helpers/interruptible-database';
import { checkoutCookie, countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { stripeStandIn } from '../../../tests/helpers/stripe-stand-in';
import { WEBHOOK_TOLERANCE_SECONDS } from './webhook-signature';

/**
 * Payments go through Stripe (a local stand-in) here, not the sandbox: the
 * sandbox keeps its ledger in our database and sends its own webhooks, while
 * these tests need a processor that lives outside the database they take
 * away, and webhooks that arrive only when the test sends them.
 */
describeEachInterruptibleDatabase('payments when the database fails', (database, kind) => {
  const standIn = stripeStandIn();
  const webhookSecret = 'whsec_test_faults_signing_secret';
  const stripe = new Stripe('sk_test_faults');
  let app: FastifyInstance;
  let config: AppConfig;
  const handle = () => database().handle;
  let eventSequence = 0;

  beforeAll(async () => {
    const apiUrl = await standIn.listen();
    ({ app, config } = await membershipTestApp(handle(), {
      payments: { provider: 'stripe', secretKey: 'sk_test_faults', publishableKey: 'pk_test_faults', webhookSecret, apiUrl },
    }));
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  /** A checkout the buyer has paid on Stripe's side, where our database plays no part. */
  async function paidCheckout() {
    const buyer = uniqueBuyer();
    const created = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: createPaymentBody(buyer) });
    expect(created.statusCode, created.body).toBe(200);
    const { paymentIntentId } = created.json<{ paymentIntentId: string }>();
    const intent = standIn.intents.get(paymentIntentId);
    if (!intent) throw new Error(`the stand-in has no intent ${paymentIntentId}`);
    intent.status = 'succeeded';
    return { buyer, paymentIntentId, cookie: checkoutCookie(created) };
  }

  const confirm = (checkout: { paymentIntentId: string; cookie: string }) =>
    app.inject({
      method: 'POST',
      url: '/api/confirm-membership-payment',
      headers: { cookie: checkout.cookie },
      payload: { paymentIntentId: checkout.paymentIntentId, userInfo: null },
    });

  function succeededEvent(paymentIntentId: string, eventId = `evt_faults${(eventSequence += 1)}`): string {
    return JSON.stringify({
      id: eventId,
      object: 'event',
      type: 'payment_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: standIn.intents.get(paymentIntentId) },
    });
  }

  const freshSignature = (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });

  const deliver = (payload: string, signature = freshSignature(payload)) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/payments',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });

  async function receiptFilesFor(email: string): Promise<number> {
    const files = await readdir(config.mail.outboxDir).catch(() => []);
    const messages = await Promise.all(files.map((file) => readFile(path.join(config.mail.outboxDir, file), 'utf8')));
    return messages.filter((message) => message.includes(`To: ${email}`)).length;
  }

  /** One account, one membership, one payment and one receipt, which is sent. */
  async function expectActivatedOnce(buyer: { username: string; email: string }, paymentIntentId: string) {
    const ofBuyer = sql`account_id IN (SELECT id FROM accounts WHERE username = ${buyer.username})`;
    expect(await countRows(handle(), 'accounts', sql`username = ${buyer.username}`)).toBe(1);
    expect(await countRows(handle(), 'memberships', ofBuyer)).toBe(1);
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${paymentIntentId}`)).toBe(1);
    expect(await countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email}`)).toBe(1);
    await expect.poll(() => countRows(handle(), 'email_deliveries', sql`to_address = ${buyer.email} AND status = 'sent'`)).toBe(1);
    expect(await receiptFilesFor(buyer.email)).toBe(1);
  }

  function expectUnavailable(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBeDefined();
    expect(response.json()).toEqual({ error: { statusCode: 503, message: expect.any(String) } });
  }

  it('answers 503 to a confirm while the database is down, and the retried confirm activates once', async () => {
    const checkout = await paidCheckout();
    const { buyer, paymentIntentId } = checkout;

    const duringOutage = await whileDatabaseDown(database(), () => confirm(checkout));
    expectUnavailable(duringOutage);
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${paymentIntentId}`)).toBe(0);

    const retried = await confirm(checkout);
    expect(retried.statusCode, retried.body).toBe(200);
    const again = await confirm(checkout);
    expect(again.json<ActivatedMembership>().receiptNumber).toBe(retried.json<ActivatedMembership>().receiptNumber);
    await expectActivatedOnce(buyer, paymentIntentId);
  });

  it('answers 503 to a webhook while the database is down, so the provider retries, and the retry activates once', async () => {
    const checkout = await paidCheckout();
    const { buyer, paymentIntentId } = checkout;
    const payload = succeededEvent(paymentIntentId);

    expectUnavailable(await whileDatabaseDown(database(), () => deliver(payload)));
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${paymentIntentId}`)).toBe(0);

    const retry = await deliver(payload);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual({ received: true, duplicate: false });
    expect((await deliver(payload)).json()).toEqual({ received: true, duplicate: true });
    expect((await confirm(checkout)).statusCode).toBe(200);
    await expectActivatedOnce(buyer, paymentIntentId);
  });

  it('makes one membership and one email from 50 concurrent confirms and webhooks for one intent', async () => {
    const checkout = await paidCheckout();
    const { buyer, paymentIntentId } = checkout;
    // Stripe may deliver an event more than once: five events, five deliveries each.
    const events = Array.from({ length: 5 }, () => succeededEvent(paymentIntentId));
    const responses = await Promise.all([
      ...Array.from({ length: 25 }, () => confirm(checkout)),
      ...events.flatMap((payload) => Array.from({ length: 5 }, () => deliver(payload))),
    ]);

    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    const receipts = new Set(responses.slice(0, 25).map((response) => response.json<ActivatedMembership>().receiptNumber));
    expect(receipts.size).toBe(1);
    expect(await countRows(handle(), 'payment_events', sql`payment_intent_id = ${paymentIntentId}`)).toBe(events.length);
    await expectActivatedOnce(buyer, paymentIntentId);
  });

  it('survives the database dropping in the middle of a burst, and retried requests still activate once', async () => {
    const checkout = await paidCheckout();
    const { buyer, paymentIntentId } = checkout;
    const payload = succeededEvent(paymentIntentId);
    const lookupsOfIntent = () => standIn.requests.filter((request) => request.path.endsWith(paymentIntentId)).length;
    const send = (index: number) => (index % 2 === 0 ? confirm(checkout) : deliver(payload));

    const burst = Promise.all(Array.from({ length: 50 }, (_, index) => send(index)));
    // Every confirm and webhook asks Stripe for the intent before it touches the
    // database: once a few have, some are in the middle of their transaction.
    await expect.poll(lookupsOfIntent, { interval: 1 }).toBeGreaterThanOrEqual(5);
    const responses = await whileDatabaseDown(database(), () => burst);

    const statuses = responses.map((response) => response.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 503),
      statuses.join(),
    ).toBe(true);
    const retried = await Promise.all(statuses.map((status, index) => (status === 503 ? send(index) : undefined)));
    expect(retried.filter((response) => response && response.statusCode !== 200)).toEqual([]);
    await expectActivatedOnce(buyer, paymentIntentId);
  });

  const waitingForLocks = async () => {
    const [row] = await queryRows<{ count: number }>(
      handle().db,
      sql`SELECT count(*)::int AS count FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    return row?.count ?? 0;
  };

  // PGlite runs one statement at a time in this process: only a server has
  // connections that can drop while a transaction holds them.
  it.runIf(kind === 'postgres')('keeps serving when connections drop inside open transactions, and the retries activate once', async () => {
    const checkout = await paidCheckout();
    const { buyer, paymentIntentId } = checkout;
    const payload = succeededEvent(paymentIntentId);
    const send = (index: number) => (index % 2 === 0 ? confirm(checkout) : deliver(payload));
    // Six requests, a lock holder and the query that watches them fit the pool of ten.
    const requests = Array.from({ length: 6 }, (_, index) => index);
    let burst: Promise<Awaited<ReturnType<typeof send>>[]> | undefined;

    // Holding the registration's row lock parks every activation inside its
    // transaction, so the database drops while each of them holds a connection.
    const holder = handle().db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM registrations WHERE payment_intent_id = ${paymentIntentId} FOR UPDATE`);
      burst = Promise.all(requests.map(send));
      await expect.poll(waitingForLocks, { interval: 10 }).toBe(requests.length);
      await database().goDown();
    });
    try {
      await expect(holder).rejects.toThrow();
      const statuses = (await burst)?.map((response) => response.statusCode);
      expect(statuses).toEqual(requests.map(() => 503));
    } finally {
      await database().comeBack();
    }

    const retried = await Promise.all(requests.map(send));
    expect(retried.map((response) => response.statusCode)).toEqual(requests.map(() => 200));
    await expectActivatedOnce(buyer, paymentIntentId);
  });

  it('refuses a webhook older than 300 s, one with a tampered body and one signed with another secret, with 400', async () => {
    const checkout = await paidCheckout();
    const { buyer, paymentIntentId } = checkout;
    const payload = succeededEvent(paymentIntentId);
    const stale = stripe.webhooks.generateTestHeaderString({
      payload,
      secret: webhookSecret,
      timestamp: Math.floor(Date.now() / 1000) - WEBHOOK_TOLERANCE_SECONDS - 1,
    });
    const tampered = payload.replace('"amount":35000', '"amount":1');
    expect(tampered).not.toBe(payload);
    const otherSecret = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else_entirely' });

    for (const response of [
      await deliver(payload, stale),
      await deliver(tampered, freshSignature(payload)),
      await deliver(payload, otherSecret),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(/signature/i);
    }
    expect(await countRows(handle(), 'payment_events', sql`payment_intent_id = ${paymentIntentId}`)).toBe(0);
    expect(await countRows(handle(), 'payments', sql`payment_intent_id = ${paymentIntentId}`)).toBe(0);

    // The same event, signed now with our secret, is taken: the refusals were the signatures' doing.
    expect((await deliver(payload)).statusCode).toBe(200);
    await expectActivatedOnce(buyer, paymentIntentId);
  });
});
