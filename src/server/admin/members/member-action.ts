import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts } from '../../db/schema';
import type { AuditActor } from '../../staff/audit';

export type AccountRow = typeof accounts.$inferSelect;

/** Who asks for a member action and why: every action writes both to the audit log. */
export interface StaffAction {
  actor: AuditActor;
  reason: string;
  ip?: string;
}

export const memberActionErrors = [
  'notFound',
  'anonymised',
  'noMembership',
  'beforeStart',
  'notShorter',
  'alreadyEnded',
  'exceedsRefundable',
  'requestKeyReused',
  'providerFailed',
  'paidByTransfer',
] as const;
export type MemberActionErrorCode = (typeof memberActionErrors)[number];

/** A refused member action; the routes answer it in the staff member's language. */
export class MemberActionError extends Error {
  constructor(readonly code: MemberActionErrorCode) {
    super(`member action refused: ${code}`);
  }
}

/**
 * Locks the member's account row for the rest of the transaction, so two
 * actions on one member (say, an anonymisation and a refund) take turns.
 * An anonymised member is refused: there is nobody left to act for.
 */
export async function lockMember(tx: Database, accountId: string): Promise<AccountRow> {
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!account) throw new MemberActionError('notFound');
  if (account.anonymisedAt) throw new MemberActionError('anonymised');
  return account;
}

/** The first moment of a calendar date (YYYY-MM-DD) in the chamber's time zone: a membership "until" that day ends then. */
export async function startOfDate(tx: Database, date: string, timeZone: string): Promise<Date> {
  const [row] = await queryRows<{ at: Date | string }>(tx, sql`SELECT (${date}::date::timestamp AT TIME ZONE ${timeZone}) AS at`);
  if (!row) throw new Error('no answer for a date');
  return new Date(row.at);
}
