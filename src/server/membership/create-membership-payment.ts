import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { BillingDetails } from '@shared/invoices/billing-details';
import type { CreateMembershipPaymentResponse, RegistrationFields } from '@shared/membership';
import type { Database } from '../db/client';
import { accounts, memberships, registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import { billingPartyFromRequest, priceCheckout } from '../invoices/price-checkout';
import { hashPassword, passwordMatches } from './passwords';
import type { BuyerFields } from './pending-registration';
import { checkoutPayment, tierOnSale, type MembershipDeps, type PricedCheckout } from './registration-payment';
import type { TierRow } from './tier-catalog';

const lower = (value: string) => value.toLowerCase();

/**
 * An existing account may buy again only to renew an expired membership, and
 * only by proving it is theirs with its password. Returns the account to renew.
 */
async function accountToRenew(db: Database, user: RegistrationFields, locale: Locale): Promise<string | undefined> {
  const matches = await db
    .select({ account: accounts, expiresAt: memberships.expiresAt })
    .from(accounts)
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .where(or(sql`lower(${accounts.username}) = ${lower(user.username)}`, sql`lower(${accounts.email}) = ${lower(user.email)}`));
  if (matches.length === 0) return undefined;

  const [match] = matches;
  const sameAccount =
    matches.length === 1 &&
    match &&
    lower(match.account.username) === lower(user.username) &&
    lower(match.account.email) === lower(user.email);
  const active = matches.some((row) => row.expiresAt && row.expiresAt > new Date());
  if (active) {
    const emailActive = matches.some(
      (row) => lower(row.account.email) === lower(user.email) && row.expiresAt && row.expiresAt > new Date(),
    );
    throw new HttpError(409, serverMessages.in(locale)(emailActive ? 'membership.emailTaken' : 'membership.usernameTaken'));
  }
  if (sameAccount && (await passwordMatches(match.account.passwordHash, user.password))) return match.account.id;
  throw new HttpError(409, serverMessages.in(locale)('membership.accountExists'));
}

/** Someone else's checkout in progress already claims this username. */
async function usernameClaimedByOther(db: Database, user: RegistrationFields): Promise<boolean> {
  const [claim] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.status, 'pending'),
        sql`lower(${registrations.username}) = ${lower(user.username)}`,
        sql`lower(${registrations.email}) <> ${lower(user.email)}`,
        gt(registrations.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .limit(1);
  return Boolean(claim);
}

/** What a new member's checkout buys and for whom, priced on the server: the same for every way to pay. */
export interface CheckoutOrder {
  tier: TierRow;
  buyer: BuyerFields;
  priced: PricedCheckout;
}

/**
 * A new member's order from the checkout form, checked and priced: the tier on
 * sale, the buyer's billing priced (VAT) as the order summary showed it, and
 * an existing account only when it is theirs to renew.
 */
export async function newMemberOrder(
  deps: Pick<MembershipDeps, 'db' | 'tiers' | 'invoicing'>,
  input: { tierSlug: string; userInfo: RegistrationFields; billing?: BillingDetails | undefined },
  locale: Locale,
): Promise<CheckoutOrder> {
  const tier = await tierOnSale(deps, input.tierSlug, locale);
  const user = input.userInfo;
  const party = billingPartyFromRequest(input.billing, user.country);
  const priced = await priceCheckout(deps.invoicing, tier.priceCents, party, locale, 'refuse');
  const accountId = await accountToRenew(deps.db, user, locale);
  if (!accountId && (await usernameClaimedByOther(deps.db, user))) {
    throw new HttpError(409, serverMessages.in(locale)('membership.usernameTaken'));
  }
  const buyer = {
    accountId: accountId ?? null,
    username: user.username,
    email: user.email,
    passwordHash: await hashPassword(user.password),
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    phoneNumber: user.phoneNumber || null,
    locale,
  };
  return { tier, buyer, priced };
}

export async function createMembershipPayment(
  deps: MembershipDeps,
  input: { tierSlug: string; userInfo: RegistrationFields; billing?: BillingDetails | undefined },
  locale: Locale,
  checkoutTokenHash: string,
): Promise<CreateMembershipPaymentResponse> {
  const { tier, buyer, priced } = await newMemberOrder(deps, input, locale);
  return checkoutPayment(deps, tier, buyer, priced, checkoutTokenHash);
}
