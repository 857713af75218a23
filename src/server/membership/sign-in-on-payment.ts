import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentAccount } from '../accounts/current-account';
import { readSessionToken, setSessionCookie } from '../accounts/session-cookie';
import { endSession, startSession } from '../accounts/sessions';
import type { Database } from '../db/client';
import { checkoutTokenHash } from './checkout-cookie';
import type { CheckoutOwner } from './settle-payment';

/**
 * How long after its checkout completed the buying browser is signed in by
 * confirming it. Long enough for a payment that needs a bank's approval page;
 * short enough that reloading an old success page after signing out does not
 * sign anyone back in.
 */
export const SIGN_IN_AFTER_PAYMENT_MS = 30 * 60 * 1000;

/**
 * Signs in the browser that completed a checkout, as signing in with the
 * password would: a new session id in an HttpOnly cookie, any earlier session
 * of that browser ended. Only the checkout's own browser (its HttpOnly
 * checkout token) qualifies; a webhook or anyone else signs in no one.
 */
export async function signInBuyer(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  owner: CheckoutOwner,
  now = new Date(),
): Promise<void> {
  if (owner.status !== 'completed' || !owner.accountId) return;
  if (checkoutTokenHash(request) !== owner.checkoutTokenHash) return;
  if (now.getTime() - owner.updatedAt.getTime() > SIGN_IN_AFTER_PAYMENT_MS) return;
  await signInBrowser(db, request, reply, owner.accountId, now);
}

/**
 * Signs the requesting browser in to an account it has just proved its own
 * (by paying for it, or by ordering it with its password): a new session id,
 * any earlier session of that browser ended.
 */
export async function signInBrowser(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  accountId: string,
  now = new Date(),
): Promise<void> {
  if ((await currentAccount(db, request))?.account.id === accountId) return;
  const previous = readSessionToken(request);
  if (previous) await endSession(db, previous);
  const session = await startSession(db, accountId, now);
  setSessionCookie(request, reply, session.token, session.expiresAt);
}
