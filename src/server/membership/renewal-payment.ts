import type { Locale } from '@shared/locales';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import type { accounts } from '../db/schema';
import { HttpError } from '../http/http-error';
import { membershipMessages } from './messages';
import { upsertPendingRegistration } from './pending-registration';
import { paymentForRegistration, type MembershipDeps } from './registration-payment';

type AccountRow = typeof accounts.$inferSelect;

/**
 * A signed-in member pays for 12 more months. Unlike the anonymous checkout an
 * active member may buy: activation adds the months to the current expiry.
 * The session proves the account, so no password is asked and the stored hash
 * is carried over unchanged.
 */
export async function createRenewalPayment(
  deps: MembershipDeps,
  account: AccountRow,
  tierSlug: string,
  locale: Locale,
): Promise<CreateMembershipPaymentResponse> {
  const tier = await deps.tiers.findBySlug(tierSlug);
  if (!tier) throw new HttpError(404, membershipMessages.tierNotFound[locale]);
  const registration = await upsertPendingRegistration(deps.db, tier, {
    accountId: account.id,
    username: account.username,
    email: account.email,
    passwordHash: account.passwordHash,
    firstName: account.firstName,
    lastName: account.lastName,
    country: account.country,
    phoneNumber: account.phoneNumber,
    locale,
  });
  return paymentForRegistration(deps, tier, registration, locale);
}
