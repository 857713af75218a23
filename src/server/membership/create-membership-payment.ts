import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { CreateMembershipPaymentResponse, RegistrationFields } from '@shared/membership';
import type { Database } from '../db/client';
import { accounts, memberships, registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import type { PaymentProvider } from '../payments/provider';
import { membershipMessages } from './messages';
import { hashPassword, passwordMatches } from './passwords';
import type { TierCatalog, TierRow } from './tier-catalog';

export interface MembershipDeps {
  db: Database;
  provider: PaymentProvider;
  tiers: TierCatalog;
}

type RegistrationRow = typeof registrations.$inferSelect;

const REUSABLE_STATUSES = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

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
    const emailActive = matches.some((row) => lower(row.account.email) === lower(user.email) && row.expiresAt && row.expiresAt > new Date());
    throw new HttpError(409, (emailActive ? membershipMessages.emailTaken : membershipMessages.usernameTaken)[locale]);
  }
  if (sameAccount && (await passwordMatches(match.account.passwordHash, user.password))) return match.account.id;
  throw new HttpError(409, membershipMessages.accountExists[locale]);
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

async function upsertPendingRegistration(
  db: Database,
  tier: TierRow,
  user: RegistrationFields,
  accountId: string | undefined,
  locale: Locale,
): Promise<RegistrationRow> {
  const fields = {
    accountId: accountId ?? null,
    username: user.username,
    email: user.email,
    passwordHash: await hashPassword(user.password),
    firstName: user.firstName,
    lastName: user.lastName,
    country: user.country,
    phoneNumber: user.phoneNumber || null,
    locale,
    updatedAt: new Date(),
  };
  const pendingForBuyer = and(
    eq(registrations.status, 'pending'),
    eq(registrations.tierId, tier.id),
    sql`lower(${registrations.email}) = ${lower(user.email)}`,
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

export async function createMembershipPayment(
  deps: MembershipDeps,
  input: { tierSlug: string; userInfo: RegistrationFields },
  locale: Locale,
): Promise<CreateMembershipPaymentResponse> {
  const tier = await deps.tiers.findBySlug(input.tierSlug);
  if (!tier) throw new HttpError(404, membershipMessages.tierNotFound[locale]);

  const accountId = await accountToRenew(deps.db, input.userInfo, locale);
  if (!accountId && (await usernameClaimedByOther(deps.db, input.userInfo))) {
    throw new HttpError(409, membershipMessages.usernameTaken[locale]);
  }
  const registration = await upsertPendingRegistration(deps.db, tier, input.userInfo, accountId, locale);

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
