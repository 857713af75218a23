import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { SignedInMember } from '@shared/accounts';
import type { Database } from '../db/client';
import { accounts } from '../db/schema';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import { readSessionToken } from './session-cookie';
import { resolveSession, type ActiveSession } from './sessions';

export type AccountRow = typeof accounts.$inferSelect;

export interface SignedIn {
  account: AccountRow;
  session: ActiveSession;
}

/** The account the request's session cookie belongs to, if the session is still valid. */
export async function currentAccount(db: Database, request: FastifyRequest): Promise<SignedIn | undefined> {
  const token = readSessionToken(request);
  if (!token) return undefined;
  const session = await resolveSession(db, token);
  if (!session) return undefined;
  const [account] = await db.select().from(accounts).where(eq(accounts.id, session.accountId));
  return account ? { account, session } : undefined;
}

export async function requireAccount(db: Database, request: FastifyRequest, locale: Locale): Promise<SignedIn> {
  const signedIn = await currentAccount(db, request);
  if (!signedIn) throw new HttpError(401, serverMessages.in(locale)('account.signInRequired'));
  return signedIn;
}

export function signedInMember(account: AccountRow): SignedInMember {
  return { username: account.username, firstName: account.firstName, lastName: account.lastName };
}
