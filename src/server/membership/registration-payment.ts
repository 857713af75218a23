import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { CreateMembershipPaymentResponse } from '@shared/membership';
import type { Database } from '../db/client';
import { registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { PaymentProvider } from '../payments/provider';
import { membershipMessages } from './messages';
import type { RegistrationRow } from './pending-registration';
import type { TierCatalog, TierRow } from './tier-catalog';

export interface MembershipDeps {
  db: Database;
  provider: PaymentProvider;
  tiers: TierCatalog;
}

const REUSABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

/** The payment intent for a pending registration: the open one again on a repeated submit, else a new one. */
export async function paymentForRegistration(
  deps: MembershipDeps,
  tier: TierRow,
  registration: RegistrationRow,
  locale: Locale,
): Promise<CreateMembershipPaymentResponse> {
  if (registration.paymentIntentId) {
    const existing = await deps.provider.retrievePaymentIntent(registration.paymentIntentId);
    if (existing && REUSABLE_STATUSES.has(existing.status)) {
      return { clientSecret: existing.clientSecret, paymentIntentId: existing.id, tierName: tier.name, amountCents: existing.amount };
    }
    if (existing && (existing.status === 'succeeded' || existing.status === 'processing')) {
      throw new HttpError(409, membershipMessages.alreadyPaid[locale]);
    }
  }

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
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, tierName: tier.name, amountCents: intent.amount };
}
