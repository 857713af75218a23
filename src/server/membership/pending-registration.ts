import { and, eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';
import { saveCheckoutBilling, type PricedBilling } from '../invoices/checkout-billing';
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

/** The checkout this browser has open for this tier, if any. */
export async function openCheckout(db: Database, checkoutTokenHash: string, tier: TierRow): Promise<RegistrationRow | undefined> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(
      and(eq(registrations.status, 'pending'), eq(registrations.checkoutTokenHash, checkoutTokenHash), eq(registrations.tierId, tier.id)),
    );
  return row;
}

/**
 * This browser's open checkout for this tier, created or brought up to date
 * (a second submit after a refused card), with its billing; its amount is the
 * gross the server priced for that billing. Another browser's checkout is
 * never touched: the same email from elsewhere starts a checkout of its own.
 * The caller has made sure the open checkout's payment is not under way or
 * done, since its buyer details may change here.
 */
export async function upsertPendingRegistration(
  db: Database,
  tier: TierRow,
  buyer: BuyerFields,
  billing: PricedBilling,
  checkoutTokenHash: string,
): Promise<RegistrationRow> {
  return db.transaction(async (tx) => {
    const registration = await upsertRegistration(tx, tier, { ...buyer, amountCents: billing.grossCents }, checkoutTokenHash);
    await saveCheckoutBilling(tx, registration.id, billing);
    return registration;
  });
}

async function upsertRegistration(
  db: Database,
  tier: TierRow,
  buyer: BuyerFields & { amountCents: number },
  checkoutTokenHash: string,
): Promise<RegistrationRow> {
  const fields = { ...buyer, updatedAt: new Date() };
  const open = and(
    eq(registrations.status, 'pending'),
    eq(registrations.checkoutTokenHash, checkoutTokenHash),
    eq(registrations.tierId, tier.id),
  );
  const [updated] = await db.update(registrations).set(fields).where(open).returning();
  if (updated) return updated;
  // The partial unique index allows one open checkout per browser and tier:
  // two submits at once from one browser end in the same row.
  const [inserted] = await db
    .insert(registrations)
    .values({ ...fields, checkoutTokenHash, tierId: tier.id, currency: 'eur' })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [concurrent] = await db.select().from(registrations).where(open);
  if (!concurrent) throw new Error('pending registration disappeared during checkout');
  return concurrent;
}
