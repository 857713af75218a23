import { or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { hashPassword, passwordMatches } from '../membership/passwords';

type AccountRow = typeof accounts.$inferSelect;

/** Verified against when no account matches, so an unknown name costs as much time as a wrong password. */
const decoyHash = hashPassword('decoy password that matches no account');

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
  const matches = await passwordMatches(account?.passwordHash ?? (await decoyHash), password);
  return matches && account ? account : undefined;
}
