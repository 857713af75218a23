import { and, eq, gt, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

export interface ThrottleKey {
  kind: 'account' | 'address';
  key: string;
}

const WINDOW_MS = 15 * 60 * 1000;
const BASE_DELAY_MS = 15 * 1000;

/**
 * Failures are counted per account and per client address in a 15-minute
 * window. Past `free` failures every further attempt must wait, twice as long
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

/** Seconds until any of these keys may try again; 0 when none is blocked. */
export async function secondsUntilAllowed(db: Database, keys: ThrottleKey[], now = new Date()): Promise<number> {
  const [row] = await db
    .select({ until: max(signInFailures.blockedUntil) })
    .from(signInFailures)
    .where(and(inArray(signInFailures.key, keys.map((key) => key.key)), gt(signInFailures.blockedUntil, now)));
  return row?.until ? Math.ceil((row.until.getTime() - now.getTime()) / 1000) : 0;
}

export async function recordFailure(db: Database, keys: ThrottleKey[], now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - WINDOW_MS).toISOString();
  const expired = sql`${signInFailures.windowStartedAt} <= ${windowStart}::timestamptz`;
  for (const { kind, key } of keys) {
    const [row] = await db
      .insert(signInFailures)
      .values({ key, failures: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: signInFailures.key,
        set: {
          failures: sql`CASE WHEN ${expired} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
          windowStartedAt: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailures.windowStartedAt} END`,
        },
      })
      .returning({ failures: signInFailures.failures });
    const delay = blockAfter(kind, row?.failures ?? 1);
    if (delay > 0) {
      await db
        .update(signInFailures)
        .set({ blockedUntil: new Date(now.getTime() + delay) })
        .where(eq(signInFailures.key, key));
    }
  }
}

/** A successful sign-in forgets the account's failures (not the address's: one success must not unlock a spraying client). */
export async function clearFailures(db: Database, key: ThrottleKey): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.key, key.key));
}
