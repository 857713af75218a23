import { and, asc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { DirectoryEntry } from '@shared/accounts';
import type { Country } from '@shared/membership';
import { containsPattern } from '../db/contains-pattern';
import type { Database } from '../db/client';
import { accounts, memberships, membershipTiers } from '../db/schema';
import { tierInForceId } from '../membership/tier-in-force';

const DIRECTORY_LIMIT = 200;

/** Members with an active membership who chose to be listed, optionally searched and filtered by country. */
export async function memberDirectory(
  db: Database,
  filters: { q?: string | undefined; country?: Country | undefined },
  now = new Date(),
): Promise<DirectoryEntry[]> {
  const conditions: SQL[] = [
    eq(accounts.showInDirectory, true),
    // Staff can take a member out whatever they chose, and an anonymised member is nobody to list.
    isNull(accounts.directoryHiddenAt),
    isNull(accounts.anonymisedAt),
    gt(memberships.expiresAt, now),
  ];
  if (filters.country) conditions.push(eq(accounts.country, filters.country));
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(
      sql`(${accounts.firstName} || ' ' || ${accounts.lastName} ILIKE ${pattern} OR coalesce(${accounts.companyName}, '') ILIKE ${pattern})`,
    );
  }
  const rows = await db
    .select({ account: accounts, tierName: membershipTiers.name })
    .from(accounts)
    .innerJoin(memberships, eq(memberships.accountId, accounts.id))
    .innerJoin(membershipTiers, eq(membershipTiers.id, tierInForceId))
    .where(and(...conditions))
    .orderBy(asc(accounts.lastName), asc(accounts.firstName))
    .limit(DIRECTORY_LIMIT);
  return rows.map(({ account, tierName }) => ({
    name: `${account.firstName} ${account.lastName}`,
    companyName: account.companyName,
    country: account.country as Country,
    tierName,
  }));
}
