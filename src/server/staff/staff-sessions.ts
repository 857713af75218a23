import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@shared/staff-roles';
import type { Database } from '../db/client';
import { staffAccounts, staffSessions } from '../db/schema';
import { hashToken, newToken } from '../security/random-token';
import { STAFF_SESSION_ABSOLUTE_MS, STAFF_SESSION_IDLE_MS, STAFF_SESSION_TOUCH_MS } from './staff-session-policy';

/** Who a valid staff session belongs to, as the account reads now (a role change applies at the next request). */
export interface SignedInStaff {
  id: string;
  email: string;
  displayName: string;
  role: StaffRole;
  /** The session's token hash: enough to end this session, useless as a cookie. */
  sessionId: string;
}

/** A new session with a fresh token: signing in never reuses one, which defeats session fixation. */
export async function startStaffSession(db: Database, staffId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS);
  await db.insert(staffSessions).values({ tokenHash: hash, staffId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The staff member a cookie token names, if the session is within both limits
 * and the account is not disabled. Using the session restarts its idle timer.
 */
export async function resolveStaffSession(db: Database, token: string, now = new Date()): Promise<SignedInStaff | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash));
  if (!row) return undefined;
  const idleSince = now.getTime() - row.session.lastSeenAt.getTime();
  if (row.session.expiresAt <= now || idleSince >= STAFF_SESSION_IDLE_MS || row.staff.disabledAt) {
    await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idleSince >= STAFF_SESSION_TOUCH_MS) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.tokenHash, tokenHash));
  }
  const { id, email, displayName, role } = row.staff;
  return { id, email, displayName, role, sessionId: tokenHash };
}

export async function endStaffSession(db: Database, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashToken(token)));
}

/** Ends every session of a staff member (disabled, or their role changed). */
export async function endStaffSessionsOf(db: Database, staffId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

/** Removes sessions past either limit; run from time to time so the table does not grow without end. */
export async function deleteExpiredStaffSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, now), lt(staffSessions.lastSeenAt, new Date(now.getTime() - STAFF_SESSION_IDLE_MS))));
}

/** An enabled staff account by email (case-insensitive), for sign-in and the command line. */
export async function findEnabledStaff(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(staffAccounts)
    .where(and(sql`lower(${staffAccounts.email}) = ${email.trim().toLowerCase()}`, isNull(staffAccounts.disabledAt)));
  return row;
}
