import type { FastifyInstance } from 'fastify';
import { signInSchema, type SignedInMember } from '@shared/accounts';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { requestLocale } from '../http/request-locale';
import { parseBody } from '../http/validation';
import { accountMessages } from './account-messages';
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
    const account = await findAccount(db, body.identifier);
    // Counted before the password is checked, so parallel guesses cannot all be checked before any is counted.
    const attempt = await reserveAttempt(db, [accountKey(account?.id ?? body.identifier), addressKey(request.ip)]);
    if (!attempt.allowed) {
      const wait = String(attempt.retryAfterSeconds);
      reply.header('Retry-After', wait);
      throw new HttpError(429, accountMessages.tooManyAttempts[locale].replace('{seconds}', wait));
    }
    const verified = await checkPassword(account, body.password);
    if (!verified) throw new HttpError(401, accountMessages.invalidCredentials[locale]);
    await forgiveAttempt(db, attempt.reservations);
    const previous = readSessionToken(request);
    if (previous) await endSession(db, previous);
    const session = await startSession(db, verified.id);
    setSessionCookie(request, reply, session.token, session.expiresAt);
    return { member: signedInMember(verified) };
  });

  app.delete('/api/session', async (request, reply) => {
    assertSameOrigin(request, siteOrigin);
    const token = readSessionToken(request);
    if (token) await endSession(db, token);
    clearSessionCookie(request, reply);
    return reply.code(204).send();
  });
}
