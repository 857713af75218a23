import type { Locale } from '@shared/locales';
import type { CheckoutCharge, CreateMembershipPaymentResponse } from '@shared/membership';
import type { accounts } from '../db/schema';
import type { CheckoutOrder } from './create-membership-payment';
import { nextBillingOfAccount } from '../invoices/next-billing';
import { billingPartyFromStored, priceCheckout } from '../invoices/price-checkout';
import { checkoutPayment, tierOnSale, type MembershipDeps, type PricedCheckout } from './registration-payment';
import type { TierRow } from './tier-catalog';

type AccountRow = typeof accounts.$inferSelect;

async function priceRenewal(
  deps: Pick<MembershipDeps, 'db' | 'invoicing'>,
  account: AccountRow,
  tier: TierRow,
  locale: Locale,
): Promise<PricedCheckout> {
  const party = billingPartyFromStored(await nextBillingOfAccount(deps.db, account.id), account.country);
  return priceCheckout(deps.invoicing, tier.priceCents, party, locale, 'charge-vat');
}

/**
 * What the member's renewal would charge, priced exactly as
 * `createRenewalPayment` will: the summary and the Pay button name this figure.
 */
export async function renewalCharge(
  deps: Pick<MembershipDeps, 'db' | 'tiers' | 'invoicing'>,
  account: AccountRow,
  tierSlug: string,
  locale: Locale,
): Promise<CheckoutCharge> {
  const tier = await tierOnSale(deps, tierSlug, locale);
  return (await priceRenewal(deps, account, tier, locale)).charge;
}

/**
 * A signed-in member pays for 12 more months. Unlike the anonymous checkout an
 * active member may buy: activation adds the months to the current expiry, and
 * a different tier takes over only when the time already paid for ends. The
 * session proves the account, so no password is asked and the stored hash is
 * carried over unchanged. The renewal is invoiced to whoever the account's
 * next invoice is for (the billing details the member set, or their last
 * purchase's); a VAT number the register no longer knows loses the reverse
 * charge rather than the renewal.
 */
export async function createRenewalPayment(
  deps: MembershipDeps,
  account: AccountRow,
  tierSlug: string,
  locale: Locale,
  checkoutTokenHash: string,
): Promise<CreateMembershipPaymentResponse> {
  const { tier, buyer, priced } = await renewalOrder(deps, account, tierSlug, locale);
  return checkoutPayment(deps, tier, buyer, priced, checkoutTokenHash);
}

/** The signed-in member's renewal, priced: the same for every way to pay. */
export async function renewalOrder(
  deps: Pick<MembershipDeps, 'db' | 'tiers' | 'invoicing'>,
  account: AccountRow,
  tierSlug: string,
  locale: Locale,
): Promise<CheckoutOrder> {
  const tier = await tierOnSale(deps, tierSlug, locale);
  const priced = await priceRenewal(deps, account, tier, locale);
  const buyer = {
    accountId: account.id,
    username: account.username,
    email: account.email,
    passwordHash: account.passwordHash,
    firstName: account.firstName,
    lastName: account.lastName,
    country: account.country,
    phoneNumber: account.phoneNumber,
    locale,
  };
  return { tier, buyer, priced };
}
