import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';
import type { TierRow } from './tier-catalog';

export type RegistrationRow = typeof registrations.$inferSelect;

/** Who is buying, ready to store: the password already hashed. */
export interface BuyerFields {
  accountId: string | null;
  username: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  country: string;
  phoneNumber: string | null;
  locale: Locale;
}

/** The buyer's open checkout for this tier, created or brought up to date; its price is the tier's. */
export async function upsertPendingRegistration(db: Database, tier: TierRow, buyer: BuyerFields): Promise<RegistrationRow> {
  const fields = { ...buyer, updatedAt: new Date() };
  const pendingForBuyer = and(
    eq(registrations.status, 'pending'),
    eq(registrations.tierId, tier.id),
    sql`lower(${registrations.email}) = ${buyer.email.toLowerCase()}`,
  );
  // A second submit of the same checkout updates the open registration (the
  // partial unique index allows one per buyer and tier) instead of adding one.
  const [updated] = await db.update(registrations).set(fields).where(pendingForBuyer).returning();
  if (updated) return updated;
  const [inserted] = await db
    .insert(registrations)
    .values({ ...fields, tierId: tier.id, amountCents: tier.priceCents, currency: 'eur' })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [concurrent] = await db.select().from(registrations).where(pendingForBuyer);
  if (!concurrent) throw new Error('pending registration disappeared during checkout');
  return concurrent;
}
