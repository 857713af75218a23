import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

export interface ThrottleKey {
  kind: 'account' | 'address';
  key: string;
}

const WINDOW_MS = 15 * 60 * 1000;
const BASE_DELAY_MS = 15 * 1000;

/**
 * Attempts are counted per account and per client address in a 15-minute
 * window. Past `free` of them every further attempt must wait, twice as long
 * each time (slowed); from `refuse` on, attempts are refused until the window
 * has passed. An address gets more room than an account: offices share one.
 */
const limits = {
  account: { free: 5, refuse: 10 },
  address: { free: 20, refuse: 50 },
} as const;

export function accountKey(accountIdOrName: string): ThrottleKey {
  return { kind: 'account', key: `account:${accountIdOrName.toLowerCase()}` };
}

export function addressKey(address: string): ThrottleKey {
  return { kind: 'address', key: `address:${address}` };
}

/** How long until the next attempt, or when blocked, how long until it may be made. */
export function blockAfter(kind: ThrottleKey['kind'], failures: number): number {
  const { free, refuse } = limits[kind];
  if (failures >= refuse) return WINDOW_MS;
  if (failures < free) return 0;
  return BASE_DELAY_MS * 2 ** (failures - free);
}

/** An attempt counted against one key: enough to give it back if the password was right. */
export interface Reservation {
  key: ThrottleKey;
  /** The key's count with this attempt included. */
  failures: number;
  windowStartedAt: Date;
}

export type AttemptVerdict = { allowed: true; reservations: Reservation[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts an attempt against every key before its password is checked, or
 * refuses it uncounted while any key is blocked. Checking and counting apart
 * let parallel guesses all pass the check before any was counted; here every
 * key's row stays locked from the check to the count, so attempts on one key
 * take turns in whatever instance they arrive, and the one that reaches a
 * limit blocks every attempt after it. The rows are locked in key order, so
 * two attempts sharing two keys cannot deadlock.
 */
export async function reserveAttempt(db: Database, keys: ThrottleKey[], now = new Date()): Promise<AttemptVerdict> {
  const ordered = [...keys].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return db.transaction(async (tx) => {
    const rows = [];
    for (const key of ordered) rows.push({ key, row: await lockRow(tx, key.key, now) });

    const blockedUntil = Math.max(0, ...rows.map(({ row }) => row.blockedUntil?.getTime() ?? 0));
    if (blockedUntil > now.getTime()) return { allowed: false, retryAfterSeconds: Math.ceil((blockedUntil - now.getTime()) / 1000) };

    const reservations: Reservation[] = [];
    for (const { key, row } of rows) {
      const windowPassed = row.windowStartedAt.getTime() <= now.getTime() - WINDOW_MS;
      const reservation = { key, failures: windowPassed ? 1 : row.failures + 1, windowStartedAt: windowPassed ? now : row.windowStartedAt };
      const delay = blockAfter(key.kind, reservation.failures);
      await tx
        .update(signInFailures)
        .set({
          failures: reservation.failures,
          windowStartedAt: reservation.windowStartedAt,
          blockedUntil: delay > 0 ? new Date(now.getTime() + delay) : null,
        })
        .where(eq(signInFailures.key, key.key));
      reservations.push(reservation);
    }
    return { allowed: true, reservations };
  });
}

/** The key's row, created with no attempts when new, locked until the transaction ends. */
async function lockRow(tx: Database, key: string, now: Date) {
  const [row] = await tx
    .insert(signInFailures)
    .values({ key, failures: 0, windowStartedAt: now })
    // Updating a column to itself takes the row lock that DO NOTHING would not.
    .onConflictDoUpdate({ target: signInFailures.key, set: { failures: sql`${signInFailures.failures}` } })
    .returning();
  if (!row) throw new Error(`sign-in throttle: no row for ${key}`);
  return row;
}

/**
 * After a successful sign-in the account's attempts are forgotten, while the
 * address only gets back the attempt this sign-in reserved: one success must
 * not unlock a spraying client.
 */
export async function forgiveAttempt(db: Database, reservations: Reservation[]): Promise<void> {
  for (const reservation of reservations) {
    if (reservation.key.kind === 'account') await clearFailures(db, reservation.key);
    else await giveBack(db, reservation);
  }
}

/**
 * Takes one attempt off the count in the window it was made in. The block it
 * set is lifted only when no attempt came after it (the count is still its
 * own): the key was not blocked before it, or it could not have been made.
 */
async function giveBack(db: Database, { key, failures, windowStartedAt }: Reservation): Promise<void> {
  await db
    .update(signInFailures)
    .set({
      failures: sql`${signInFailures.failures} - 1`,
      blockedUntil: sql`CASE WHEN ${signInFailures.failures} = ${failures} THEN NULL ELSE ${signInFailures.blockedUntil} END`,
    })
    .where(and(eq(signInFailures.key, key.key), eq(signInFailures.windowStartedAt, windowStartedAt), gt(signInFailures.failures, 0)));
}

/** Forgets every attempt counted against the key. */
export async function clearFailures(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key.key));
}

/** Counters older than every window (15 minutes for sign-in, an hour for reset emails and contact messages) with a day's margin. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes counters that can no longer refuse anything: every failed sign-in
 * under an unknown name or from a new address leaves a row, so without this
 * the table would only grow.
 */
export async function deleteStaleCounters(db: Database, now = new Date()): Promise<number> {
  const stale = await db
    .delete(signInFailures)
    .where(
      and(
        sql`${signInFailures.windowStartedAt} < ${new Date(now.getTime() - STALE_AFTER_MS).toISOString()}::timestamptz`,
        sql`(${signInFailures.blockedUntil} IS NULL OR ${signInFailures.blockedUntil} < ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ key: signInFailures.key });
  return stale.length;
}
