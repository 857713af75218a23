import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { queryRows } from './query-rows';

describeEachDatabase('migrations', (database) => {
  it('create the schema from an empty database', async () => {
    const { db } = database().handle;
    const tables = await queryRows<{ table_name: string }>(
      db,
      sql`
      SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
    );
    expect(tables.map((table) => table.table_name)).toEqual([
      'account_billing',
      'accounts',
      'audit_log',
      'bank_transfers',
      'checkout_billing',
      'contact_messages',
      'deletion_requests',
      'email_deliveries',
      'event_payments',
      'event_registrations',
      'event_seats',
      'invoice_series',
      'invoices',
      'jobs',
      'membership_tiers',
      'memberships',
      'newsletter_subscriptions',
      'password_resets',
      'payment_events',
      'payments',
      'refunds',
      'registrations',
      'sandbox_payment_intents',
      'sandbox_refunds',
      'sessions',
      'sign_in_failures',
      'staff_accounts',
      'staff_invites',
      'staff_recovery_codes',
      'staff_refunds',
      'staff_sessions',
    ]);
    const columns = await queryRows<{ column_name: string; data_type: string; is_nullable: string }>(
      db,
      sql`
      SELECT column_name, data_type, is_nullable FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = 'membership_tiers' ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => [column.column_name, column.data_type, column.is_nullable])).toEqual([
      ['id', 'integer', 'NO'],
      ['slug', 'text', 'NO'],
      ['name', 'text', 'NO'],
      ['description', 'jsonb', 'NO'],
      ['features', 'jsonb', 'NO'],
      ['price_cents', 'integer', 'NO'],
      ['created_at', 'timestamp with time zone', 'NO'],
      ['on_sale', 'boolean', 'NO'],
    ]);
  });

  it('seed the six membership tiers in integer cents', async () => {
    const tiers = await queryRows<{ slug: string; price_cents: number }>(
      database().handle.db,
      sql`SELECT slug, price_cents FROM membership_tiers ORDER BY price_cents`,
    );
    expect(tiers).toEqual([
      { slug: 'basic', price_cents: 15_000 },
      { slug: 'professional', price_cents: 35_000 },
      { slug: 'kleinere_bedrijven', price_cents: 75_000 },
      { slug: 'middelgrote_ondernemers', price_cents: 125_000 },
      { slug: 'grotere_bedrijven', price_cents: 250_000 },
      { slug: 'corporate', price_cents: 500_000 },
    ]);
  });

  it('are recorded, so running them again changes nothing', async () => {
    const { handle } = database();
    const count = async () =>
      (await queryRows<{ count: number }>(handle.db, sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`))[0]?.count;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    await handle.migrate();
    expect(await count()).toBe(before);
  });

  it('enforce the constraints the code relies on', async () => {
    const { db } = database().handle;
    await expect(
      db.execute(sql`INSERT INTO membership_tiers (slug, name, description, features, price_cents)
        VALUES ('free', 'Free', '{}'::jsonb, '[]'::jsonb, 0)`),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`INSERT INTO payments (payment_intent_id, registration_id, account_id, membership_id, tier_id,
        provider, amount_cents, currency, receipt_number, period_start, period_end)
        VALUES ('pi_x', gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), 1, 'sandbox', 1, 'eur', 'r', now(), now())`),
    ).rejects.toThrow();
  });
});
