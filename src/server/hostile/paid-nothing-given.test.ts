import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { confirmCheckout, payWithCard, startCheckout, type StartedCheckout } from '../../../tests/helpers/purchase';
import { queryRows } from '../db/query-rows';

/**
 * Finding 3: two buyers racing for one username, or one email paying for two
 * tiers in two tabs, both paid; the second confirm and webhook answered 409 and
 * the money stayed taken with the checkout pending forever. Every succeeded
 * payment must end activated for its payer or refunded in full, with an email.
 */
describeEachDatabase('hostile buyers: paid, nothing given', (database) => {
  let app: FastifyInstance;
  const handle = () => database().handle;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(handle()));
  });
  afterAll(() => app.close());

  /** Each payment ends in exactly one of: a payment row (activated) or a refund given back in the sandbox ledger. */
  async function endsOf(checkouts: StartedCheckout[]) {
    const ids = checkouts.map((checkout) => checkout.paymentIntentId);
    const rows = await queryRows<{
      id: string;
      activated: boolean;
      refunded: boolean;
      ledger_refunded: number;
      amount: number;
      status: string;
    }>(
      handle().db,
      sql`SELECT i.id, i.amount, i.amount_refunded AS ledger_refunded, r.status,
            EXISTS (SELECT 1 FROM payments p WHERE p.payment_intent_id = i.id) AS activated,
            EXISTS (SELECT 1 FROM refunds f WHERE f.payment_intent_id = i.id) AS refunded
          FROM sandbox_payment_intents i JOIN registrations r ON r.payment_intent_id = i.id
          WHERE i.id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    return rows;
  }

  async function everyPaymentSettled(checkouts: StartedCheckout[]) {
    await expect
      .poll(async () => (await endsOf(checkouts)).filter((row) => row.activated === row.refunded).length, { timeout: 20_000 })
      .toBe(0);
    const rows = await endsOf(checkouts);
    for (const row of rows) {
      expect(row.ledger_refunded, row.id).toBe(row.refunded ? row.amount : 0);
      expect(row.status, row.id).toBe(row.activated ? 'completed' : 'refunded');
    }
    return rows;
  }

  it('activates one of 50 buyers racing for one username and refunds every other payer with an email', async () => {
    const username = uniqueBuyer().username;
    const buyers = Array.from({ length: 50 }, () => uniqueBuyer({ username }));
    const started = await Promise.allSettled(buyers.map((buyer) => startCheckout(app, buyer)));
    const checkouts = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    expect(checkouts.length).toBeGreaterThan(1);
    await Promise.all(checkouts.map((checkout) => payWithCard(app, checkout)));

    const confirms = await Promise.all(checkouts.map((checkout) => confirmCheckout(app, checkout.paymentIntentId, checkout.cookie)));
    expect(confirms.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(confirms.filter((response) => response.statusCode === 409)).toHaveLength(checkouts.length - 1);

    const rows = await everyPaymentSettled(checkouts);
    expect(rows.filter((row) => row.activated)).toHaveLength(1);
    expect(rows.filter((row) => row.refunded)).toHaveLength(checkouts.length - 1);
    expect(await countRows(handle(), 'accounts', sql`lower(username) = ${username.toLowerCase()}`)).toBe(1);
    const refundEmails = await countRows(
      handle(),
      'email_deliveries',
      sql`dedupe_key IN (${sql.join(
        checkouts.map((checkout) => sql`${`refund:${checkout.paymentIntentId}`}`),
        sql`, `,
      )})`,
    );
    expect(refundEmails).toBe(checkouts.length - 1);
  });

  it('refunds the second of two tiers one email paid for in two tabs', async () => {
    const buyer = uniqueBuyer();
    const first = await startCheckout(app, buyer, 'professional');
    const second = await startCheckout(app, buyer, 'corporate', first.cookie);
    expect(second.paymentIntentId).not.toBe(first.paymentIntentId);
    await Promise.all([payWithCard(app, first), payWithCard(app, second)]);
    const [one, two] = await Promise.all([
      confirmCheckout(app, first.paymentIntentId, first.cookie),
      confirmCheckout(app, second.paymentIntentId, second.cookie),
    ]);
    expect([one?.statusCode, two?.statusCode].sort()).toEqual([200, 409]);
    const rows = await everyPaymentSettled([first, second]);
    expect(rows.filter((row) => row.activated)).toHaveLength(1);
    const [refund] = await queryRows<{ reason: string }>(
      handle().db,
      sql`SELECT reason FROM refunds WHERE payment_intent_id IN (${first.paymentIntentId}, ${second.paymentIntentId})`,
    );
    expect(refund?.reason).toBe('already_member');
  });

  it('settles by webhook alone, without any confirm, when the second tab was closed after paying', async () => {
    const buyer = uniqueBuyer();
    const first = await startCheckout(app, buyer, 'professional');
    const second = await startCheckout(app, buyer, 'kleinere_bedrijven', first.cookie);
    await payWithCard(app, first);
    expect((await confirmCheckout(app, first.paymentIntentId, first.cookie)).statusCode).toBe(200);
    await payWithCard(app, second);
    const rows = await everyPaymentSettled([first, second]);
    expect(rows.find((row) => row.id === second.paymentIntentId)?.refunded).toBe(true);
  });
});
