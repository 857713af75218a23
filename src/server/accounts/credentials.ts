import { or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { passwordMatchesIfAny } from '../membership/passwords';

type AccountRow = typeof accounts.$inferSelect;

export async function findAccount(db: Database, identifier: string): Promise<AccountRow | undefined> {
  const lowered = identifier.trim().toLowerCase();
  const [account] = await db
    .select()
    .from(accounts)
    .where(or(sql`lower(${accounts.username}) = ${lowered}`, sql`lower(${accounts.email}) = ${lowered}`))
    .limit(1);
  return account;
}

/** The account when the password is right; undefined for a wrong password and for an unknown account alike. */
export async function checkPassword(account: AccountRow | undefined, password: string): Promise<AccountRow | undefined> {
  return (await passwordMatchesIfAny(account?.passwordHash, password)) ? account : undefined;
}
