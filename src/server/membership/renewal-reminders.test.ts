import { addDays } from 'date-fns';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogText } from '../../../tests/helpers/messages';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';
import { queryRows } from '../db/query-rows';
import { dueReminder, queueRenewalReminders } from './renewal-reminders';

describe('dueReminder', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  it.each([
    [60, undefined],
    [31, undefined],
    [30, '30-days'],
    [8, '30-days'],
    [7, '7-days'],
    [1, '7-days'],
    [0, 'expired'],
    [-6, 'expired'],
    [-8, undefined],
  ])('%i days before expiry: %s', (days, expected) => {
    expect(dueReminder(addDays(now, days), now)).toBe(expected);
  });
});

describeEachDatabase('renewal reminders', (database, kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
  });
  afterAll(() => app.close());

  async function memberExpiringIn(days: number, locale = 'en') {
    const { buyer } = await buyMembership(app, uniqueBuyer());
    await queryRows(
      database().handle.db,
      sql`UPDATE memberships SET expires_at = ${addDays(new Date(), days).toISOString()}::timestamptz WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`,
    );
    await queryRows(database().handle.db, sql`UPDATE accounts SET locale = ${locale} WHERE username = ${buyer.username}`);
    return buyer;
  }
  const remindersTo = (email: string) =>
    queryRows<{ subject: string; text_body: string }>(
      database().handle.db,
      sql`SELECT subject, text_body FROM email_deliveries WHERE to_address = ${email} AND dedupe_key LIKE 'renewal-reminder:%' ORDER BY created_at`,
    );

  it('queues each due reminder exactly once, even when several instances run at the same time', async () => {
    const inMonth = await memberExpiringIn(20);
    const inWeek = await memberExpiringIn(5, 'nl');
    const today = await memberExpiringIn(-0.01, 'ar');
    const later = await memberExpiringIn(90);
    const longGone = await memberExpiringIn(-30);

    const second = kind === 'postgres' ? database().reopen() : database().handle;
    const runs = await Promise.all([
      queueRenewalReminders(database().handle.db, 'https://chamber.example'),
      queueRenewalReminders(second.db, 'https://chamber.example'),
      queueRenewalReminders(database().handle.db, 'https://chamber.example'),
    ]);
    if (second !== database().handle) await second.close();
    expect(runs.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(3);

    expect((await remindersTo(inMonth.email)).map((row) => row.subject)).toEqual([expect.stringMatching(/^Your membership ends on /)]);
    expect((await remindersTo(inWeek.email)).map((row) => row.subject)).toEqual([expect.stringMatching(/^Uw lidmaatschap loopt af op /)]);
    expect((await remindersTo(today.email)).map((row) => row.subject)).toEqual([
      catalogText('ar', 'email', 'renewalReminder.subjectExpired'),
    ]);
    expect(await remindersTo(later.email)).toEqual([]);
    expect(await remindersTo(longGone.email)).toEqual([]);
    expect((await remindersTo(inWeek.email))[0]?.text_body).toContain('https://chamber.example/nl/account');

    expect(await queueRenewalReminders(database().handle.db, 'https://chamber.example')).toBe(0);
  });

  it('sends the next reminder when its threshold is reached, and starts again after a renewal', async () => {
    const buyer = await memberExpiringIn(20);
    await queueRenewalReminders(database().handle.db, 'https://chamber.example');
    expect(await remindersTo(buyer.email)).toHaveLength(1);

    await queueRenewalReminders(database().handle.db, 'https://chamber.example', addDays(new Date(), 14));
    expect((await remindersTo(buyer.email)).map((row) => row.subject)).toHaveLength(2);

    // A renewal sets a new expiry: its reminders are a new series.
    await queryRows(
      database().handle.db,
      sql`UPDATE memberships SET expires_at = ${addDays(new Date(), 25).toISOString()}::timestamptz WHERE account_id = (SELECT id FROM accounts WHERE username = ${buyer.username})`,
    );
    expect(await queueRenewalReminders(database().handle.db, 'https://chamber.example')).toBeGreaterThanOrEqual(1);
    expect(await remindersTo(buyer.email)).toHaveLength(3);
    expect(await queueRenewalReminders(database().handle.db, 'https://chamber.example')).toBe(0);
  });
});
