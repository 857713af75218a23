import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxTestCards } from '../../src/server/payments/sandbox/test-cards';
import { createPaymentBody, uniqueBuyer } from '../helpers/membership';
import { cookieClient, outboxOf, scratchDataDir, startOwnServer, type OwnServer } from './server-process';

/**
 * A server killed with SIGKILL between the payment and the buyer's confirm:
 * after a restart the membership activates with no browser involved. The
 * sandbox's webhook waits 3 s (as Stripe's arrive a moment after the payment),
 * so the kill lands before any delivery; the restarted server finds the queued
 * event in the database.
 */
describe('a payment survives a server killed before it was confirmed', () => {
  let dataDir: Awaited<ReturnType<typeof scratchDataDir>>;
  const servers: OwnServer[] = [];
  const start = async () => {
    const server = await startOwnServer({ DATA_DIR: dataDir.dir, SANDBOX_WEBHOOK_DELAY_SECONDS: '3', RECONCILE_AFTER_SECONDS: '5' });
    servers.push(server);
    return server;
  };

  beforeAll(async () => {
    dataDir = await scratchDataDir();
  });
  afterAll(async () => {
    for (const server of servers) await server.process.stop();
    await dataDir.remove();
  });

  it('activates after the restart, once, and the member can sign in', { timeout: 90_000 }, async () => {
    const buyer = uniqueBuyer();
    const browser = cookieClient();
    const first = await start();
    const created = await browser(`${first.baseUrl}/api/create-membership-payment`, { method: 'POST', body: createPaymentBody(buyer) });
    expect(created.status).toBe(200);
    const intent = (await created.json()) as { paymentIntentId: string; clientSecret: string };
    const paid = await browser(`${first.baseUrl}/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`, {
      method: 'POST',
      body: {
        clientSecret: intent.clientSecret,
        card: { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' },
        returnUrl: '/membership/success',
      },
    });
    expect(((await paid.json()) as { paymentIntent: { status: string } }).paymentIntent.status).toBe('succeeded');
    await first.kill9();
    expect(await outboxOf(dataDir.dir, buyer.email)).toEqual([]);

    const restartedAt = Date.now();
    const second = await start();
    await expect.poll(() => outboxOf(dataDir.dir, buyer.email).then((mail) => mail.length), { timeout: 30_000, interval: 100 }).toBe(1);
    console.info(`crash recovery: the payment settled ${Date.now() - restartedAt} ms after the restart began`);

    const signIn = await browser(`${second.baseUrl}/api/session`, {
      method: 'POST',
      body: { identifier: buyer.username, password: buyer.password },
    });
    expect(signIn.status).toBe(200);
    const account = (await (await browser(`${second.baseUrl}/api/account`)).json()) as { membership: { status: string } };
    expect(account.membership.status).toBe('active');
  });
});
