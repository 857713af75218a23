import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { signInFailures } from '../db/schema';

const WINDOW_MS = 60 * 60 * 1000;
const EMAILS_PER_WINDOW = 3;

/**
 * Counts a reset email to this address and says whether it is within three an
 * hour, so the form cannot flood someone's inbox. Counting and checking are
 * one statement, so parallel requests cannot all pass before any is counted.
 * The count lives in sign_in_failures, the windowed counter per key, under a
 * prefix of its own.
 */
export async function countResetEmail(db: Database, email: string, now: Date): Promise<boolean> {
  const windowPassed = sql`${signInFailures.windowStartedAt} <= ${new Date(now.getTime() - WINDOW_MS).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(signInFailures)
    .values({ key: `reset-recipient:${email.toLowerCase()}`, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`CASE WHEN ${windowPassed} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${windowPassed} THEN ${now.toISOString()}::timestamptz ELSE ${signInFailures.windowStartedAt} END`,
      },
    })
    .returning({ count: signInFailures.failures });
  return row !== undefined && row.count <= EMAILS_PER_WINDOW;
}
