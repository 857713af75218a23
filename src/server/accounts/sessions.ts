import { and, eq, lt, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions } from '../db/schema';
import { hashToken, newToken } from '../security/random-token';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SESSION_TOUCH_MS } from './session-policy';

export interface ActiveSession {
  accountId: string;
  tokenHash: string;
}

/** A new session with a fresh token: signing in never reuses an id, which defeats session fixation. */
export async function startSession(db: Database, accountId: string, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await db.insert(sessions).values({ tokenHash: hash, accountId, createdAt: now, lastSeenAt: now, expiresAt });
  return { token, expiresAt };
}

/** The session a cookie token names, if it has not run past its idle or absolute limit. */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<ActiveSession | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  if (!row) return undefined;
  const idleSince = now.getTime() - row.lastSeenAt.getTime();
  if (row.expiresAt <= now || idleSince >= SESSION_IDLE_MS) {
    await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    return undefined;
  }
  if (idleSince >= SESSION_TOUCH_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { accountId: row.accountId, tokenHash };
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Ends every session of an account, except the one making the change when it is given. */
export async function endSessionsOf(db: Database, accountId: string, keepTokenHash?: string): Promise<void> {
  const ofAccount = eq(sessions.accountId, accountId);
  await db.delete(sessions).where(keepTokenHash ? and(ofAccount, ne(sessions.tokenHash, keepTokenHash)) : ofAccount);
}

/** Removes sessions past either limit; run from time to time so the table does not grow without end. */
export async function deleteExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db.delete(sessions).where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
