import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../../tests/helpers/database';
import { countRows } from '../../../../tests/helpers/membership';
import { SandboxProcessor } from './sandbox-processor';
import { sandboxTestCards } from './test-cards';

describeEachDatabase('sandbox refunds', (database) => {
  const processor = () => new SandboxProcessor(database().handle.db, 15, async () => {});

  async function succeededIntent() {
    const intent = await processor().create({
      idempotencyKey: `refund-test-${crypto.randomUUID()}`,
      amountCents: 125_000,
      currency: 'eur',
      description: 'Professional membership',
      metadata: {},
    });
    const card = { number: sandboxTestCards.succeeds, expiry: '12 / 34', cvc: '123' };
    await processor().confirm(intent.id, intent.clientSecret, { type: 'card', card }, '/membership/success');
    return intent;
  }

  it('answers 50 simultaneous refunds with one idempotency key with the same refund, as Stripe does', async () => {
    const intent = await succeededIntent();
    const refunds = await Promise.all(Array.from({ length: 50 }, () => processor().refund(intent.id, `refund-${intent.id}`)));
    expect(new Set(refunds.map((refund) => refund.id)).size).toBe(1);
    expect(refunds[0]?.amount).toBe(125_000);
    expect(await countRows(database().handle, 'sandbox_refunds', sql`payment_intent_id = ${intent.id}`)).toBe(1);
  });

  it('refuses a second refund of a refunded payment under another key', async () => {
    const intent = await succeededIntent();
    await processor().refund(intent.id, `refund-${intent.id}`);
    await expect(processor().refund(intent.id, `another-${intent.id}`)).rejects.toThrow('Charge has already been refunded.');
  });

  it('refunds in parts up to the amount paid, refuses more, and refuses a key sent again with another amount', async () => {
    const intent = await succeededIntent();
    await expect(processor().refund(intent.id, 'part-1', 25_000)).resolves.toMatchObject({ amount: 25_000 });
    await expect(processor().refund(intent.id, 'part-1', 25_000)).resolves.toMatchObject({ amount: 25_000 });
    await expect(processor().refund(intent.id, 'part-1', 30_000)).rejects.toThrow('Keys for idempotent requests');
    await expect(processor().refund(intent.id, 'part-2', 100_001)).rejects.toThrow('greater than unrefunded amount');
    await expect(processor().refund(intent.id, 'part-3')).resolves.toMatchObject({ amount: 100_000 });
    await expect(processor().refund(intent.id, 'part-4', 1)).rejects.toThrow('Charge has already been refunded.');
    expect(await countRows(database().handle, 'sandbox_refunds', sql`payment_intent_id = ${intent.id}`)).toBe(2);
  });
});
