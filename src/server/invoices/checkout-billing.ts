import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { checkoutBilling, registrations } from '../db/schema';

export type CheckoutBillingRow = typeof checkoutBilling.$inferSelect;
/** A checkout's billing as priced, before it is tied to its checkout. */
export type PricedBilling = Omit<typeof checkoutBilling.$inferInsert, 'registrationId' | 'createdAt' | 'updatedAt'>;

/** Stores (or replaces, on a repeated submit) the billing a checkout was priced with. */
export async function saveCheckoutBilling(db: Database, registrationId: string, billing: PricedBilling): Promise<void> {
  const values = { ...emptyCompanyFields, vatNumberCheckedBy: null, ...billing, updatedAt: new Date() };
  await db
    .insert(checkoutBilling)
    .values({ registrationId, ...values })
    .onConflictDoUpdate({ target: checkoutBilling.registrationId, set: values });
}

/** A buyer who switches from a company to themselves leaves no company behind. */
export const emptyCompanyFields = {
  legalName: null,
  registrationNumber: null,
  vatNumber: null,
  street: null,
  postcode: null,
  city: null,
  billingEmail: null,
  purchaseOrder: null,
} satisfies Partial<PricedBilling>;

export async function checkoutBillingOf(db: Database, registrationId: string): Promise<CheckoutBillingRow | undefined> {
  const [row] = await db.select().from(checkoutBilling).where(eq(checkoutBilling.registrationId, registrationId));
  return row;
}

/** The billing of the account's latest completed checkout: what a renewal is invoiced to. */
export async function lastBillingOfAccount(db: Database, accountId: string): Promise<CheckoutBillingRow | undefined> {
  const [row] = await db
    .select({ billing: checkoutBilling })
    .from(checkoutBilling)
    .innerJoin(registrations, eq(registrations.id, checkoutBilling.registrationId))
    .where(and(eq(registrations.accountId, accountId), eq(registrations.status, 'completed')))
    .orderBy(desc(registrations.updatedAt))
    .limit(1);
  return row?.billing;
}
