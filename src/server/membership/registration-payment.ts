import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/provider';
import { openCheckout, upsertPendingRegistration, type BuyerFields, type RegistrationRow } from './pending-registration';
import type { TierCatalog, TierRow } from './tier-catalog';

export interface MembershipDeps {
  db: Database;
  provider: PaymentProvider;
  tiers: TierCatalog;
}

const REUSABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function response(tier: TierRow, intent: ProviderPaymentIntent): CreateMembershipPaymentResponse {
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, tierName: tier.name, amountCents: intent.amount };
}

/**
 * This browser's checkout for the tier with the buyer's details, and its
 * payment intent: the open one again on a repeated submit, else a new one.
 * A checkout whose payment is under way or done cannot be changed any more.
 */
export async function checkoutPayment(
  deps: MembershipDeps,
  tier: TierRow,
  buyer: BuyerFields,
  checkoutTokenHash: string,
): Promise<CreateMembershipPaymentResponse> {
  const open = await openCheckout(deps.db, checkoutTokenHash, tier);
  const existing = open?.paymentIntentId ? await deps.provider.retrievePaymentIntent(open.paymentIntentId) : undefined;
  if (existing && !REUSABLE_STATUSES.has(existing.status) && existing.status !== 'canceled') {
    throw new HttpError(409, serverMessages.in(buyer.locale)('membership.alreadyPaid'));
  }
  const registration = await upsertPendingRegistration(deps.db, tier, buyer, checkoutTokenHash);
  if (existing && registration.paymentIntentId === existing.id && REUSABLE_STATUSES.has(existing.status)) {
    return response(tier, existing);
  }
  return response(tier, await newPaymentIntent(deps, tier, registration));
}

async function newPaymentIntent(deps: MembershipDeps, tier: TierRow, registration: RegistrationRow): Promise<ProviderPaymentIntent> {
  const intent = await deps.provider.createPaymentIntent({
    amountCents: registration.amountCents,
    currency: 'eur',
    description: `${tier.name} membership, 12 months`,
    metadata: { registrationId: registration.id, tierSlug: tier.slug },
    idempotencyKey: `registration-${registration.id}-${registration.paymentIntentId ?? 'first'}`,
  });
  await deps.db
    .update(registrations)
    .set({ paymentIntentId: intent.id, updatedAt: new Date() })
    .where(eq(registrations.id, registration.id));
  return intent;
}

/** The tier to buy, if it is on sale; anything else answers as the spec's unknown tier. */
export async function tierOnSale(deps: MembershipDeps, slug: string, locale: Locale): Promise<TierRow> {
  const tier = await deps.tiers.findOnSale(slug);
  if (!tier) throw new HttpError(404, serverMessages.in(locale)('membership.tierNotFound'));
  return tier;
}
