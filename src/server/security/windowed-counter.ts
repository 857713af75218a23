import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

/**
 * Counts one more event under a key and returns the count in the current
 * window, which starts again once `windowMs` has passed since it began.
 * Counting and reading are one statement, so parallel requests cannot all pass
 * before any is counted. The counts live in sign_in_failures, the windowed
 * counter per key, each use under a key prefix of its own.
 */
export async function countInWindow(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const windowPassed = sql`${signInFailures.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInFailures)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`CASE WHEN ${windowPassed} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowPassed} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailures.windowStartedAt} END`,
      },
    })
    .returning({ count: signInFailures.failures });
  return row?.count ?? Number.POSITIVE_INFINITY;
}
