import { eq } from 'drizzle-orm';
import type { BillingDetails } from '@shared/invoices/billing-details';
import type { Database } from '../db/client';
import { accountBilling } from '../db/schema';
import { emptyCompanyFields, lastBillingOfAccount } from './checkout-billing';
import { registrationCountryCode, type BillingParty } from './price-checkout';

type StoredBilling = Pick<
  typeof accountBilling.$inferSelect,
  | 'buyingFor'
  | 'legalName'
  | 'registrationNumber'
  | 'vatNumber'
  | 'street'
  | 'postcode'
  | 'city'
  | 'country'
  | 'billingEmail'
  | 'purchaseOrder'
  | 'updatedAt'
>;

/**
 * Who the account's next invoice (its renewal) is for: what the member last
 * set in the member area, or what their last purchase was for, whichever is
 * newer. A purchase after an edit carries the edit on, since it was priced
 * with it; a purchase for another company after it wins, as the newer word.
 */
export async function nextBillingOfAccount(db: Database, accountId: string): Promise<StoredBilling | undefined> {
  const [edited] = await db.select().from(accountBilling).where(eq(accountBilling.accountId, accountId));
  const purchased = await lastBillingOfAccount(db, accountId);
  if (!edited || !purchased) return edited ?? purchased;
  return edited.updatedAt >= purchased.updatedAt ? edited : purchased;
}

/** Saves the billing the member set for their next invoices; invoices already issued keep theirs. */
export async function saveAccountBilling(db: Database, accountId: string, party: BillingParty): Promise<void> {
  const values = {
    ...emptyCompanyFields,
    ...party,
    country: party.country ?? null,
    updatedAt: new Date(),
  };
  await db
    .insert(accountBilling)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: accountBilling.accountId, set: values });
}

/**
 * The stored billing as the billing form holds it, to edit it. A private
 * buyer's country is theirs to edit only when the account's own country
 * ("other") does not name it.
 */
export function billingDetailsOf(stored: StoredBilling | undefined, accountCountry: string): BillingDetails {
  if (!stored || stored.buyingFor === 'myself') {
    return registrationCountryCode(accountCountry) || !stored?.country
      ? { buyingFor: 'myself' }
      : { buyingFor: 'myself', country: stored.country };
  }
  return {
    buyingFor: 'company',
    legalName: stored.legalName ?? '',
    registrationNumber: stored.registrationNumber ?? '',
    ...(stored.vatNumber ? { vatNumber: stored.vatNumber } : {}),
    address: { street: stored.street ?? '', postcode: stored.postcode ?? '', city: stored.city ?? '', country: stored.country ?? '' },
    billingEmail: stored.billingEmail ?? '',
    ...(stored.purchaseOrder ? { purchaseOrder: stored.purchaseOrder } : {}),
  };
}
