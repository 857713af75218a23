import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../../src/server/payments/webhook-signature';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { createScratchDatabase } from '../helpers/database';
import { createPaymentBody, uniqueBuyer } from '../helpers/membership';
import { cookieClient, startOwnServer, type OwnServer } from './server-process';

const SANDBOX_SECRET = 'whsec_two_instances_signing_secret';

/**
 * Two server processes on one PostgreSQL database, as behind a load balancer:
 * confirms, webhooks and sign-in guesses spread over both still make one
 * membership and one receipt per payment, and one sign-in limit.
 */
describe.skipIf(!process.env.DATABASE_URL)('two server instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let client: pg.Client;
  let servers: OwnServer[] = [];
  const server = (index: number) => {
    const chosen = servers[index % servers.length];
    if (!chosen) throw new Error('no server started');
    return chosen.baseUrl;
  };
  const count = async (query: string, values: unknown[]) => Number((await client.query<{ count: string }>(query, values)).rows[0]?.count);

  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    const env = { DATABASE_URL: scratch.url, SANDBOX_WEBHOOK_SECRET: SANDBOX_SECRET };
    // Both start at once: the migrations take turns under their advisory lock.
    servers = await Promise.all([startOwnServer(env), startOwnServer(env)]);
    client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
  }, 60_000);
  afterAll(async () => {
    await client?.end();
    await Promise.all(servers.map((running) => running.process.stop()));
    await scratch?.drop();
  });

  /** Starts a checkout on one instance and pays it on the other. */
  async function paidCheckout(buyer = uniqueBuyer()) {
    const browser = cookieClient();
    const created = await browser(`${server(0)}/api/create-membership-payment`, { method: 'POST', body: createPaymentBody(buyer) });
    expect(created.status).toBe(200);
    const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
    const paid = await browser(`${server(1)}/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      method: 'POST',
      body: {
        clientSecret: intent.clientSecret,
        card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
        returnUrl: '/membership/success',
      },
    });
    expect(paid.status).toBe(200);
    return { buyer, browser, intent };
  }

  it('makes one membership and one receipt from 60 confirms and webhooks spread over both', async () => {
    const { buyer, browser, intent } = await paidCheckout();
    const event = JSON.stringify({
      id: `evt_two_instances_${Date.now()}`,
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
    const responses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        index % 2 === 0
          ? browser(`${server(index / 2)}/api/confirm-membership-payment`, {
              method: 'POST',
              body: { paymentIntentId: intent.paymentIntentId, userInfo: null },
            })
          : fetch(`${server((index - 1) / 2)}/api/webhooks/payments`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'stripe-signature': signWebhookPayload(event, SANDBOX_SECRET) },
              body: event,
            }),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    expect(await count('SELECT count(*) FROM payments WHERE payment_intent_id = $1', [intent.paymentIntentId])).toBe(1);
    expect(await count('SELECT count(*) FROM memberships m JOIN accounts a ON a.id = m.account_id WHERE a.email = $1', [buyer.email])).toBe(
      1,
    );
    expect(await count("SELECT count(*) FROM email_deliveries WHERE to_address = $1 AND dedupe_key LIKE 'invoice:%'", [buyer.email])).toBe(
      1,
    );
  });

  it('checks at most the free allowance of 60 parallel wrong passwords spread over both, then refuses the right one', async () => {
    const { buyer, browser, intent } = await paidCheckout();
    const confirmed = await browser(`${server(1)}/api/confirm-membership-payment`, {
      method: 'POST',
      body: { paymentIntentId: intent.paymentIntentId, userInfo: null },
    });
    expect(confirmed.status).toBe(200);
    const guesses = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        fetch(`${server(index)}/api/session`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier: buyer.username, password: `wrong guess ${index}` }),
        }),
      ),
    );
    const statuses = guesses.map((response) => response.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const right = await fetch(`${server(0)}/api/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: buyer.username, password: buyer.password }),
    });
    expect(right.status).toBe(429);
  });
});
