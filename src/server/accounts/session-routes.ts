import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { signInSchema, type SignedInMember } from '@shared/accounts';
import type { Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { serverMessages } from '../http/server-messages';
import { parseBody } from '../http/validation';
import { checkPassword, findAccount } from './credentials';
import { currentAccount, signedInMember } from './current-account';
import { assertSameOrigin } from './same-origin';
import { clearSessionCookie, readSessionToken, setSessionCookie } from './session-cookie';
import { endSession, startSession } from './sessions';
import { accountKey, addressKey, forgiveAttempt, reserveAttempt } from './sign-in-throttle';

export interface SessionRouteOptions {
  db: Database;
  siteOrigin: string;
}

/**
 * Checks the credentials under the sign-in throttle and starts a session (its
 * cookie goes on the reply). Failures are HttpErrors with a message for people.
 * The caller has checked the request's origin: the API route and the sign-in
 * page's form post both do.
 */
export async function signInWithPassword(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: z.infer<ReturnType<typeof signInSchema>>,
  locale: Locale,
): Promise<SignedInMember> {
  const account = await findAccount(db, credentials.identifier);
  // Counted before the password is checked, so parallel guesses cannot all be checked before any is counted.
  const attempt = await reserveAttempt(db, [accountKey(account?.id ?? credentials.identifier), addressKey(request.ip)]);
  if (!attempt.allowed) {
    reply.header('Retry-After', String(attempt.retryAfterSeconds));
    throw new HttpError(429, serverMessages.in(locale)('account.tooManyAttempts', { seconds: attempt.retryAfterSeconds }));
  }
  const verified = await checkPassword(account, credentials.password);
  if (!verified) throw new HttpError(401, serverMessages.in(locale)('account.invalidCredentials'));
  await forgiveAttempt(db, attempt.reservations);
  const previous = readSessionToken(request);
  if (previous) await endSession(db, previous);
  const session = await startSession(db, verified.id);
  setSessionCookie(request, reply, session.token, session.expiresAt);
  return signedInMember(verified);
}

/** Sign in (POST), who is signed in (GET) and sign out (DELETE) at /api/session. */
export function registerSessionRoutes(app: FastifyInstance, { db, siteOrigin }: SessionRouteOptions): void {
  app.get('/api/session', async (request): Promise<{ member: SignedInMember | null }> => {
    const signedIn = await currentAccount(db, request);
    return { member: signedIn ? signedInMember(signedIn.account) : null };
  });

  app.post('/api/session', async (request, reply): Promise<{ member: SignedInMember }> => {
    assertSameOrigin(request, siteOrigin);
    const locale = requestLocale(request);
    const body = parseBody(signInSchema(locale), request.body);
    return { member: await signInWithPassword(db, request, reply, body, locale) };
  });

  app.delete('/api/session', async (request, reply) => {
    assertSameOrigin(request, siteOrigin);
    const token = readSessionToken(request);
    if (token) await endSession(db, token);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
