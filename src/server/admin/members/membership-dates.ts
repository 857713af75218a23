import { addDays, max, min } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { MembershipDatesRequest } from '@shared/admin/member-operations';
import type { Database } from '../../db/client';
import { memberships } from '../../db/schema';
import { recordAudit } from '../../staff/audit';
import { lockMember, MemberActionError, startOfDate, type StaffAction } from './member-action';

type MembershipRow = typeof memberships.$inferSelect;

export async function lockMembership(tx: Database, accountId: string): Promise<MembershipRow> {
  const [membership] = await tx.select().from(memberships).where(eq(memberships.accountId, accountId)).for('update');
  if (!membership) throw new MemberActionError('noMembership');
  return membership;
}

async function setExpiry(tx: Database, membership: MembershipRow, expiresAt: Date): Promise<void> {
  await tx.update(memberships).set({ expiresAt, updatedAt: new Date() }).where(eq(memberships.id, membership.id));
}

/** What the audit log keeps of a membership: dates, never the person. */
export const datesOf = (membership: Pick<MembershipRow, 'startsAt' | 'expiresAt'>) => ({
  startsAt: membership.startsAt.toISOString(),
  expiresAt: membership.expiresAt.toISOString(),
});

/**
 * Moves the end of a member's membership by a number of days (a negative
 * number shortens it) or to the start of a date in the chamber's time zone.
 * It never ends before it started.
 */
export async function changeMembershipEnd(
  db: Database,
  accountId: string,
  change: MembershipDatesRequest['change'],
  action: StaffAction,
  timeZone: string,
): Promise<{ expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    const membership = await lockMembership(tx, accountId);
    const expiresAt = change.by === 'days' ? addDays(membership.expiresAt, change.days) : await startOfDate(tx, change.date, timeZone);
    if (expiresAt < membership.startsAt) throw new MemberActionError('beforeStart');
    await setExpiry(tx, membership, expiresAt);
    await recordAudit(tx, {
      ...action,
      action: 'member.membership.change-end',
      subject: { kind: 'account', id: accountId },
      before: datesOf(membership),
      after: datesOf({ ...membership, expiresAt }),
    });
    return { expiresAt };
  });
}

/** The end a membership gets when staff end it now: now, or its start if it has not started yet. */
export function endedNow(membership: Pick<MembershipRow, 'startsAt' | 'expiresAt'>, now: Date): Date {
  return max([membership.startsAt, min([now, membership.expiresAt])]);
}

/** Ends a running membership now. */
export async function endMembership(db: Database, accountId: string, action: StaffAction): Promise<{ expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    const membership = await lockMembership(tx, accountId);
    const now = new Date();
    if (membership.expiresAt <= now) throw new MemberActionError('alreadyEnded');
    const expiresAt = endedNow(membership, now);
    await setExpiry(tx, membership, expiresAt);
    await recordAudit(tx, {
      ...action,
      action: 'member.membership.end',
      subject: { kind: 'account', id: accountId },
      before: datesOf(membership),
      after: datesOf({ ...membership, expiresAt }),
    });
    return { expiresAt };
  });
}
