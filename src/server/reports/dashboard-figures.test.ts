import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { seedPaidMember, seedRefund } from '../../../tests/helpers/report-data';
import { dashboardFigures } from './dashboard-figures';

const amsterdam = 'Europe/Amsterdam';
/** The figures are taken at this moment: 15 March 2031, 12:00 in Amsterdam (UTC+1). */
const now = new Date('2031-03-15T11:00:00Z');
const year = (date: string) => new Date(date);

describeEachDatabase('dashboard figures', (database) => {
  const db = () => database().handle.db;

  beforeAll(async () => {
    const expiresLater = year('2032-03-01T00:00:00Z');
    // 1 March 00:30 in Amsterdam, but still February in UTC: this month.
    const earlyMarch = await seedPaidMember(db(), { paidAt: year('2031-02-28T23:30:00Z'), expiresAt: expiresLater, amountCents: 100_00 });
    // 28 February 23:30 in Amsterdam: this year, not this month.
    await seedPaidMember(db(), {
      paidAt: year('2031-02-28T22:30:00Z'),
      expiresAt: expiresLater,
      amountCents: 200_00,
      tierSlug: 'corporate',
    });
    // 1 January 00:30 in Amsterdam, still 2030 in UTC: this year.
    await seedPaidMember(db(), { paidAt: year('2030-12-31T23:30:00Z'), expiresAt: year('2031-04-01T00:00:00Z'), amountCents: 400_00 });
    // 31 December 23:30 in Amsterdam: last year, and its membership has ended.
    await seedPaidMember(db(), { paidAt: year('2030-12-31T22:30:00Z'), expiresAt: year('2031-03-01T00:00:00Z'), amountCents: 800_00 });
    // Refunded in part this month (a payment of this month).
    await seedRefund(db(), earlyMarch, { refundedAt: year('2031-03-10T10:00:00Z'), amountCents: 30_00 });
  });

  it('counts revenue of this month and this year in the invoicing time zone, in cents, net of refunds', async () => {
    const figures = await dashboardFigures(db(), now, amsterdam);
    expect(figures.revenue.month).toEqual({
      since: '2031-03-01',
      payments: 1,
      receivedCents: 100_00,
      refundedCents: 30_00,
      netCents: 70_00,
    });
    expect(figures.revenue.year).toEqual({
      since: '2031-01-01',
      payments: 3,
      receivedCents: 700_00,
      refundedCents: 30_00,
      netCents: 670_00,
    });
    // In UTC the same payments fall differently: the time zone is what decides.
    const inUtc = await dashboardFigures(db(), now, 'UTC');
    expect(inUtc.revenue.month.receivedCents).toBe(0);
    expect(inUtc.revenue.year.receivedCents).toBe(100_00 + 200_00);
  });

  it('counts active members by tier and lists the memberships expiring in the next 30 days', async () => {
    const figures = await dashboardFigures(db(), now, amsterdam);
    const byTier = Object.fromEntries(figures.activeMembersByTier.map((tier) => [tier.tierSlug, tier.count]));
    expect(byTier).toMatchObject({ professional: 2, corporate: 1 });
    expect(figures.expiringSoon.count).toBe(1);
    expect(figures.expiringSoon.members[0]?.expiresAt).toBe('2031-04-01T00:00:00.000Z');
  });

  it('shows refunds due and failed, failed activations, payments awaiting the provider, new subscribers and open deletion requests', async () => {
    const before = await dashboardFigures(db(), now, amsterdam);
    const member = await seedPaidMember(db(), { paidAt: year('2031-03-14T09:00:00Z'), expiresAt: year('2032-03-14T09:00:00Z') });
    await db().execute(sql`INSERT INTO jobs (kind, payload, dedupe_key) VALUES
      ('payments.refund', ${JSON.stringify({ paymentIntentId: member.paymentIntentId, registrationId: member.registrationId, reason: 'payment_mismatch' })}::jsonb, ${`due-${member.paymentIntentId}`})`);
    await db().execute(sql`INSERT INTO jobs (kind, payload, dedupe_key, failed_at, last_error) VALUES
      ('payments.refund', ${JSON.stringify({ paymentIntentId: member.paymentIntentId, registrationId: member.registrationId, reason: 'payment_mismatch' })}::jsonb, ${`failed-${member.paymentIntentId}`}, now(), 'card_declined')`);
    await db().execute(
      sql`UPDATE registrations SET status = 'refunded', refund_reason = 'account_taken', updated_at = ${'2031-03-14T10:00:00Z'}::timestamptz WHERE id = ${member.registrationId}`,
    );
    await db()
      .execute(sql`INSERT INTO newsletter_subscriptions (email, newsletter, locale, confirm_token_hash, unsubscribe_token_hash, subscribed_at)
      VALUES ('new.reader@example.com', 'monthly-update', 'en', 'c-hash-1', 'u-hash-1', ${'2031-03-10T10:00:00Z'}::timestamptz)`);
    await db().execute(sql`INSERT INTO deletion_requests (account_id, message) VALUES (${member.accountId}, 'Please delete me')`);

    const after = await dashboardFigures(db(), now, amsterdam);
    expect(after.attention.refundsDue - before.attention.refundsDue).toBe(1);
    expect(after.attention.refundsFailed - before.attention.refundsFailed).toBe(1);
    expect(after.attention.activationsFailed - before.attention.activationsFailed).toBe(1);
    expect(after.attention.items.map((item) => item.kind).slice(0, 2)).toEqual(['refund_failed', 'refund_due']);
    expect(after.attention.items[0]).toMatchObject({ paymentIntentId: member.paymentIntentId, detail: 'card_declined' });
    expect(after.newSubscribers.pending - before.newSubscribers.pending).toBe(1);
    expect(after.deletionRequests.count).toBe(before.deletionRequests.count + 1);
    expect(after.deletionRequests.requests).toContainEqual(
      expect.objectContaining({ accountId: member.accountId, message: 'Please delete me' }),
    );
  });
});
