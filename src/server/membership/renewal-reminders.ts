import { differenceInCalendarDays, subDays, addDays } from 'date-fns';
import { and, eq, gt, lte } from 'drizzle-orm';
import { localeOrDefault, localizePath } from '@shared/locales';
import type { Database } from '../db/client';
import { accounts, memberships, membershipTiers } from '../db/schema';
import { tierInForceId } from './tier-in-force';
import { enqueueEmail } from '../mail/email-outbox';
import { renewalReminderEmail } from './renewal-reminder-email';

export type ReminderKind = '30-days' | '7-days' | 'expired';

/** After the day of expiry the expiry reminder is still sent for a week (say, after downtime), then no more. */
const EXPIRED_GRACE_DAYS = 7;
export const accountPath = '/account';

/**
 * The reminder a membership is due now: 30 days before expiry, 7 days before,
 * and on the day it expires. Only the most urgent one passed is due, so a
 * server that was down for a while does not send stale reminders.
 */
export function dueReminder(expiresAt: Date, now: Date): ReminderKind | undefined {
  if (expiresAt <= now) return expiresAt > subDays(now, EXPIRED_GRACE_DAYS) ? 'expired' : undefined;
  if (expiresAt <= addDays(now, 7)) return '7-days';
  if (expiresAt <= addDays(now, 30)) return '30-days';
  return undefined;
}

/**
 * Queues every reminder that is due. Each has a dedupe key made of the
 * membership, its expiry and the threshold, and the outbox inserts a key only
 * once, so any number of instances running this at the same moment queue each
 * reminder exactly once; a renewal moves the expiry and so starts a new series.
 */
export async function queueRenewalReminders(db: Database, siteUrl: string, now = new Date()): Promise<number> {
  const candidates = await db
    .select({ membership: memberships, account: accounts, tierName: membershipTiers.name })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .innerJoin(membershipTiers, eq(membershipTiers.id, tierInForceId))
    .where(and(gt(memberships.expiresAt, subDays(now, EXPIRED_GRACE_DAYS)), lte(memberships.expiresAt, addDays(now, 30))));

  let queued = 0;
  for (const { membership, account, tierName } of candidates) {
    const kind = dueReminder(membership.expiresAt, now);
    if (!kind) continue;
    const locale = localeOrDefault(account.locale);
    const message = renewalReminderEmail({
      to: account.email,
      firstName: account.firstName,
      locale,
      tierName,
      expiresAt: membership.expiresAt,
      daysLeft: Math.max(0, differenceInCalendarDays(membership.expiresAt, now)),
      kind,
      renewUrl: `${siteUrl}${localizePath(accountPath, locale)}`,
    });
    const key = `renewal-reminder:${membership.id}:${membership.expiresAt.toISOString()}:${kind}`;
    if (await enqueueEmail(db, key, message)) queued += 1;
  }
  return queued;
}
