import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { CheckoutCharge, CreateMembershipPaymentResponse } from '@shared/membership';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import type { PricedBilling } from '../invoices/checkout-billing';
import type { InvoicingDeps } from '../invoices/price-checkout';
import type { PaymentProvider, ProviderPaymentIntent } from '../payments/provider';
import { openCheckout, upsertPendingRegistration, type BuyerFields, type RegistrationRow } from './pending-registration';
import type { TierCatalog, TierRow } from './tier-catalog';

export interface MembershipDeps {
  db: Database;
  provider: PaymentProvider;
  tiers: TierCatalog;
  invoicing: InvoicingDeps;
}

/** A checkout's price as the server computed it: what is stored for the invoice and what the browser is told. */
export interface PricedCheckout {
  billing: PricedBilling;
  charge: CheckoutCharge;
}

const REUSABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

function response(tier: TierRow, intent: ProviderPaymentIntent, charge: CheckoutCharge): CreateMembershipPaymentResponse {
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, tierName: tier.name, amountCents: intent.amount, charge };
}

/**
 * This browser's checkout for the tier with the buyer's details and its
 * server-computed price, and its payment intent: the open one again on a
 * repeated submit with the same amount, else a new one (a buyer whose billing
 * changed the VAT is charged the new amount). A checkout whose payment is
 * under way or done cannot be changed any more.
 */
export async function checkoutPayment(
  deps: MembershipDeps,
  tier: TierRow,
  buyer: BuyerFields,
  priced: PricedCheckout,
  checkoutTokenHash: string,
): Promise<CreateMembershipPaymentResponse> {
  const open = await openCheckout(deps.db, checkoutTokenHash, tier);
  const existing = open?.paymentIntentId ? await deps.provider.retrievePaymentIntent(open.paymentIntentId) : undefined;
  if (existing && !REUSABLE_STATUSES.has(existing.status) && existing.status !== 'canceled') {
    throw new HttpError(409, serverMessages.in(buyer.locale)('membership.alreadyPaid'));
  }
  const registration = await upsertPendingRegistration(deps.db, tier, buyer, priced.billing, checkoutTokenHash);
  if (
    existing &&
    registration.paymentIntentId === existing.id &&
    REUSABLE_STATUSES.has(existing.status) &&
    existing.amount === registration.amountCents
  ) {
    return response(tier, existing, priced.charge);
  }
  return response(tier, await newPaymentIntent(deps, tier, registration), priced.charge);
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
export async function tierOnSale(deps: Pick<MembershipDeps, 'tiers'>, slug: string, locale: Locale): Promise<TierRow> {
  const tier = await deps.tiers.findOnSale(slug);
  if (!tier) throw new HttpError(404, serverMessages.in(locale)('membership.tierNotFound'));
  return tier;
}
