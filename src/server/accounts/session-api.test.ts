import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';
import { queryRows } from '../db/query-rows';
import { hashToken } from '../security/random-token';

const sessionCookie = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === 'qncc_session' || cookie.name === '__Host-qncc_session');

describeEachDatabase('sessions API', (database, kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle, { trustProxy: 1 }));
  });
  afterAll(() => app.close());

  const signIn = (identifier: string, password: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/session', payload: { identifier, password }, headers });
  const whoAmI = (token: string) =>
    app
      .inject({ method: 'GET', url: '/api/session', cookies: { qncc_session: token } })
      .then((response) => response.json<{ member: { username: string } | null }>().member);

  it('signs in with the username or the email address and sets a strict session cookie', async () => {
    const { buyer } = await buyMembership(app);
    for (const identifier of [buyer.username, buyer.email.toUpperCase()]) {
      const response = await signIn(identifier, buyer.password);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ member: { username: buyer.username, firstName: buyer.firstName, lastName: buyer.lastName } });
      const cookie = sessionCookie(response);
      expect(cookie).toMatchObject({ name: 'qncc_session', httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(cookie?.secure).toBeUndefined();
      expect(await whoAmI(cookie?.value ?? '')).toMatchObject({ username: buyer.username });
    }
  });

  it('over https names the cookie __Host- and marks it Secure', async () => {
    const { buyer } = await buyMembership(app);
    const response = await signIn(buyer.username, buyer.password, { 'x-forwarded-proto': 'https' });
    expect(sessionCookie(response)).toMatchObject({ name: '__Host-qncc_session', secure: true, httpOnly: true, path: '/' });
  });

  it('gives a new session id on every sign-in and ends the one the browser had', async () => {
    const { buyer } = await buyMembership(app);
    const first = sessionCookie(await signIn(buyer.username, buyer.password))?.value ?? '';
    const second = sessionCookie(
      await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { identifier: buyer.username, password: buyer.password },
        cookies: { qncc_session: first },
      }),
    )?.value;
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect(await whoAmI(first)).toBeNull();
    expect(await whoAmI(second ?? '')).not.toBeNull();
  });

  it('stores only a hash of the token', async () => {
    const { buyer } = await buyMembership(app);
    const token = sessionCookie(await signIn(buyer.username, buyer.password))?.value ?? '';
    expect(await countRows(database().handle, 'sessions', sql`token_hash = ${token}`)).toBe(0);
    expect(await countRows(database().handle, 'sessions', sql`token_hash = ${hashToken(token)}`)).toBe(1);
  });

  it('answers a wrong password and an unknown account with the same message', async () => {
    const { buyer } = await buyMembership(app);
    const wrongPassword = await signIn(buyer.username, 'not the password');
    const unknownAccount = await signIn(`nobody_${buyer.username}`, 'not the password');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownAccount.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: { statusCode: 401, message: 'Invalid username or password.' } });
    expect(unknownAccount.body).toBe(wrongPassword.body);
    expect(sessionCookie(wrongPassword)).toBeUndefined();
  });

  it('signs out: the session row is gone and the cookie is cleared', async () => {
    const { buyer } = await buyMembership(app);
    const token = sessionCookie(await signIn(buyer.username, buyer.password))?.value ?? '';
    const response = await app.inject({ method: 'DELETE', url: '/api/session', cookies: { qncc_session: token } });
    expect(response.statusCode).toBe(204);
    expect(sessionCookie(response)?.value).toBe('');
    expect(await whoAmI(token)).toBeNull();
  });

  it('refuses sessions past their idle or absolute limit', async () => {
    const { buyer } = await buyMembership(app);
    const idle = sessionCookie(await signIn(buyer.username, buyer.password))?.value ?? '';
    const old = sessionCookie(await signIn(buyer.username, buyer.password))?.value ?? '';
    await queryRows(
      database().handle.db,
      sql`UPDATE sessions SET last_seen_at = now() - interval '9 hours' WHERE token_hash = ${hashToken(idle)}`,
    );
    await queryRows(
      database().handle.db,
      sql`UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = ${hashToken(old)}`,
    );
    expect(await whoAmI(idle)).toBeNull();
    expect(await whoAmI(old)).toBeNull();
    expect(await countRows(database().handle, 'sessions', sql`token_hash IN (${hashToken(idle)}, ${hashToken(old)})`)).toBe(0);
  });

  describe('cross-site request forgery', () => {
    it.each([
      ['a foreign Origin', { origin: 'https://evil.example' }],
      ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ])('refuses a sign-in or sign-out with %s', async (_, headers) => {
      const { buyer } = await buyMembership(app);
      const before = await countRows(database().handle, 'sessions');
      const forged = await signIn(buyer.username, buyer.password, headers);
      expect(forged.statusCode).toBe(403);
      expect(sessionCookie(forged)).toBeUndefined();
      expect(await countRows(database().handle, 'sessions')).toBe(before);

      const token = sessionCookie(await signIn(buyer.username, buyer.password))?.value ?? '';
      const signOut = await app.inject({ method: 'DELETE', url: '/api/session', cookies: { qncc_session: token }, headers });
      expect(signOut.statusCode).toBe(403);
      expect(await whoAmI(token)).not.toBeNull();
    });

    it('accepts the same origin', async () => {
      const { buyer } = await buyMembership(app);
      const response = await signIn(buyer.username, buyer.password, { origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode, response.body).toBe(200);
    });
  });

  describe('failed sign-ins', () => {
    it('are slowed after five failures and refused from ten, per account, in every instance', async () => {
      const { buyer } = await buyMembership(app);
      const other = await membershipTestApp(kind === 'postgres' ? database().reopen() : database().handle);
      const wrong = (target: FastifyInstance) =>
        target.inject({
          method: 'POST',
          url: '/api/session',
          payload: { identifier: buyer.email, password: 'wrong password' },
          remoteAddress: `10.0.0.${Math.floor(Math.random() * 250)}`,
        });
      for (let attempt = 1; attempt <= 5; attempt += 1) expect((await wrong(app)).statusCode).toBe(401);

      const slowed = await wrong(other.app);
      expect(slowed.statusCode).toBe(429);
      expect(Number(slowed.headers['retry-after'])).toBe(15);
      expect(slowed.json<{ error: { message: string } }>().error.message).toBe(
        'Too many sign-in attempts. Please try again in 15 seconds.',
      );
      const rightPasswordWhileSlowed = await signIn(buyer.username, buyer.password);
      expect(rightPasswordWhileSlowed.statusCode).toBe(429);

      await queryRows(
        database().handle.db,
        sql`UPDATE sign_in_failures SET blocked_until = NULL, failures = 9 WHERE key LIKE 'account:%' AND blocked_until IS NOT NULL AND failures = 5`,
      );
      expect((await wrong(other.app)).statusCode).toBe(401);
      const refused = await wrong(app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
      await other.app.close();
    });

    it('are counted per client address too, across accounts', async () => {
      const remoteAddress = '192.0.2.77';
      for (let attempt = 1; attempt <= 20; attempt += 1) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/session',
          payload: { identifier: uniqueBuyer().username, password: 'guess' },
          remoteAddress,
        });
        expect(response.statusCode).toBe(401);
      }
      const blocked = await app.inject({
        method: 'POST',
        url: '/api/session',
        payload: { identifier: uniqueBuyer().username, password: 'guess' },
        remoteAddress,
      });
      expect(blocked.statusCode).toBe(429);
    });

    it('give the client address back the attempt a successful sign-in reserved', async () => {
      const { buyer } = await buyMembership(app);
      const attempt = (identifier: string, password: string) =>
        app.inject({ method: 'POST', url: '/api/session', payload: { identifier, password }, remoteAddress: '192.0.2.78' });
      for (let count = 1; count <= 19; count += 1) expect((await attempt(uniqueBuyer().username, 'guess')).statusCode).toBe(401);
      expect((await attempt(buyer.username, buyer.password)).statusCode).toBe(200);
      expect((await attempt(uniqueBuyer().username, 'guess')).statusCode).toBe(401);
      expect((await attempt(uniqueBuyer().username, 'guess')).statusCode).toBe(429);
    });

    it('are forgotten for the account after a successful sign-in', async () => {
      const { buyer } = await buyMembership(app);
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn(buyer.username, 'wrong')).statusCode).toBe(401);
      expect((await signIn(buyer.username, buyer.password)).statusCode).toBe(200);
      for (let attempt = 1; attempt <= 4; attempt += 1) expect((await signIn(buyer.username, 'wrong')).statusCode).toBe(401);
      expect((await signIn(buyer.username, buyer.password)).statusCode).toBe(200);
    });
  });

  it('rejects malformed bodies with 400 and no session', async () => {
    for (const payload of [
      {},
      { identifier: 'a' },
      { identifier: 'a', password: 'b', extra: 1 },
      { identifier: 5, password: 'x' },
      { identifier: 'x'.repeat(300), password: 'x' },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/api/session', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(sessionCookie(response)).toBeUndefined();
    }
  });
});
