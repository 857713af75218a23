import { addDays } from 'date-fns';
import { and, asc, count, eq, gt, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import {
  EXPIRING_WITHIN_DAYS,
  MEMBERS_PAGE_SIZE,
  type MemberListPage,
  type MemberListRow,
  type MemberStatus,
} from '@shared/admin/member-constants';
import type { MemberSearch } from '@shared/admin/member-operations';
import { containsPattern } from '../../db/contains-pattern';
import type { Database } from '../../db/client';
import { accountBilling, accounts, checkoutBilling, memberships, membershipTiers, registrations } from '../../db/schema';
import { tierInForceId } from '../../membership/tier-in-force';

/** Where a membership stands on `now`: the search's status filter, the list's status column and the member page mean the same. */
export function membershipStatus(expiresAt: Date, now: Date): Exclude<MemberStatus, 'pending'> {
  if (expiresAt <= now) return 'expired';
  return expiresAt <= addDays(now, EXPIRING_WITHIN_DAYS) ? 'expiring' : 'active';
}

function statusCondition(status: Exclude<MemberStatus, 'pending'>, now: Date): SQL | undefined {
  const soon = addDays(now, EXPIRING_WITHIN_DAYS);
  if (status === 'expired') return lte(memberships.expiresAt, now);
  if (status === 'expiring') return and(gt(memberships.expiresAt, now), lte(memberships.expiresAt, soon));
  return gt(memberships.expiresAt, soon);
}

const offsetOf = (page: number) => (page - 1) * MEMBERS_PAGE_SIZE;

/**
 * Members who hold an account, searched by name, company (their own or the
 * one they bill), email or username, filtered by status, tier in force and
 * country. Anonymised members are never found. The order is stable (last
 * name, first name, then id), so pages never repeat or skip a member.
 */
async function searchAccounts(db: Database, search: MemberSearch, now: Date): Promise<MemberListPage> {
  const conditions: Array<SQL | undefined> = [isNull(accounts.anonymisedAt)];
  if (search.q) {
    const pattern = containsPattern(search.q);
    conditions.push(
      sql`(${accounts.firstName} || ' ' || ${accounts.lastName} ILIKE ${pattern}
        OR ${accounts.email} ILIKE ${pattern}
        OR ${accounts.username} ILIKE ${pattern}
        OR coalesce(${accounts.companyName}, '') ILIKE ${pattern}
        OR coalesce(${accountBilling.legalName}, '') ILIKE ${pattern})`,
    );
  }
  if (search.status && search.status !== 'pending') conditions.push(statusCondition(search.status, now));
  if (search.tier) conditions.push(eq(membershipTiers.slug, search.tier));
  if (search.country) conditions.push(eq(accounts.country, search.country));
  const where = and(...conditions);
  const base = db
    .select({ account: accounts, membership: memberships, tierName: membershipTiers.name })
    .from(accounts)
    .leftJoin(accountBilling, eq(accountBilling.accountId, accounts.id))
    .leftJoin(memberships, eq(memberships.accountId, accounts.id))
    .leftJoin(membershipTiers, eq(membershipTiers.id, tierInForceId));
  const [rows, [total]] = await Promise.all([
    base
      .where(where)
      .orderBy(asc(sql`lower(${accounts.lastName})`), asc(sql`lower(${accounts.firstName})`), asc(accounts.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset(offsetOf(search.page)),
    db
      .select({ total: count() })
      .from(accounts)
      .leftJoin(accountBilling, eq(accountBilling.accountId, accounts.id))
      .leftJoin(memberships, eq(memberships.accountId, accounts.id))
      .leftJoin(membershipTiers, eq(membershipTiers.id, tierInForceId))
      .where(where),
  ]);
  return {
    rows: rows.map(({ account, membership, tierName }): MemberListRow => ({
      id: account.id,
      kind: 'account',
      name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      username: account.username,
      companyName: account.companyName,
      country: account.country,
      tierName,
      status: membership ? membershipStatus(membership.expiresAt, now) : 'expired',
      expiresAt: membership?.expiresAt.toISOString() ?? null,
    })),
    page: search.page,
    pageSize: MEMBERS_PAGE_SIZE,
    total: total?.total ?? 0,
  };
}

/** Checkouts that reached the payment step and were not paid yet: pending members, without an account so far. */
async function searchPendingCheckouts(db: Database, search: MemberSearch): Promise<MemberListPage> {
  const conditions: Array<SQL | undefined> = [
    eq(registrations.status, 'pending'),
    isNull(registrations.accountId),
    isNotNull(registrations.paymentIntentId),
  ];
  if (search.q) {
    const pattern = containsPattern(search.q);
    conditions.push(
      sql`(${registrations.firstName} || ' ' || ${registrations.lastName} ILIKE ${pattern}
        OR ${registrations.email} ILIKE ${pattern}
        OR ${registrations.username} ILIKE ${pattern}
        OR coalesce(${checkoutBilling.legalName}, '') ILIKE ${pattern})`,
    );
  }
  if (search.tier) conditions.push(eq(membershipTiers.slug, search.tier));
  if (search.country) conditions.push(eq(registrations.country, search.country));
  const where = and(...conditions);
  const from = () =>
    db
      .select({ registration: registrations, tierName: membershipTiers.name, legalName: checkoutBilling.legalName })
      .from(registrations)
      .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
      .leftJoin(checkoutBilling, eq(checkoutBilling.registrationId, registrations.id));
  const [rows, [total]] = await Promise.all([
    from()
      .where(where)
      .orderBy(asc(sql`lower(${registrations.lastName})`), asc(sql`lower(${registrations.firstName})`), asc(registrations.id))
      .limit(MEMBERS_PAGE_SIZE)
      .offset(offsetOf(search.page)),
    db
      .select({ total: count() })
      .from(registrations)
      .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
      .leftJoin(checkoutBilling, eq(checkoutBilling.registrationId, registrations.id))
      .where(where),
  ]);
  return {
    rows: rows.map(({ registration, tierName, legalName }): MemberListRow => ({
      id: registration.id,
      kind: 'checkout',
      name: `${registration.firstName} ${registration.lastName}`,
      email: registration.email,
      username: registration.username,
      companyName: legalName,
      country: registration.country,
      tierName,
      status: 'pending',
      expiresAt: null,
    })),
    page: search.page,
    pageSize: MEMBERS_PAGE_SIZE,
    total: total?.total ?? 0,
  };
}

/** One page of the members list, as the search form asks for it. All values reach the database as parameters. */
export function searchMembers(db: Database, search: MemberSearch, now = new Date()): Promise<MemberListPage> {
  return search.status === 'pending' ? searchPendingCheckouts(db, search) : searchAccounts(db, search, now);
}
