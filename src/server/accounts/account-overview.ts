import { desc, eq } from 'drizzle-orm';
import { differenceInCalendarDays } from 'date-fns';
import type { AccountOverview } from '@shared/accounts';
import type { Country } from '@shared/membership';
import type { Database } from '../db/client';
import { memberships, membershipTiers, payments } from '../db/schema';
import { tierInForceId } from '../membership/tier-in-force';
import type { AccountRow } from './current-account';

/** Everything /account shows: the member, the membership and its status today, and every receipt. */
export async function accountOverview(db: Database, account: AccountRow, now = new Date()): Promise<AccountOverview> {
  const [current] = await db
    .select({ membership: memberships, tier: membershipTiers })
    .from(memberships)
    .innerJoin(membershipTiers, eq(membershipTiers.id, tierInForceId))
    .where(eq(memberships.accountId, account.id));
  const receipts = await db
    .select({ payment: payments, tierName: membershipTiers.name })
    .from(payments)
    .innerJoin(membershipTiers, eq(membershipTiers.id, payments.tierId))
    .where(eq(payments.accountId, account.id))
    .orderBy(desc(payments.paidAt));

  const expiresAt = current?.membership.expiresAt;
  return {
    member: {
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      country: account.country as Country,
      phoneNumber: account.phoneNumber,
      companyName: account.companyName,
      showInDirectory: account.showInDirectory,
    },
    membership: {
      status: !expiresAt ? 'none' : expiresAt > now ? 'active' : 'expired',
      tierSlug: current?.tier.slug ?? null,
      tierName: current?.tier.name ?? null,
      startsAt: current?.membership.startsAt.toISOString() ?? null,
      expiresAt: expiresAt?.toISOString() ?? null,
      daysLeft: expiresAt ? Math.max(0, differenceInCalendarDays(expiresAt, now)) : 0,
    },
    receipts: receipts.map(({ payment, tierName }) => ({
      receiptNumber: payment.receiptNumber,
      tierName,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paidAt: payment.paidAt.toISOString(),
      periodStart: payment.periodStart.toISOString(),
      periodEnd: payment.periodEnd.toISOString(),
    })),
  };
}
