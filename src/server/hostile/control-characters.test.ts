import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { SESSION_COOKIE, signedInMember } from '../../../tests/helpers/session';

const controlCharacters = ['\u0000', '\u0001', '\u0007', '\u001b', '\u001f', '\t', '\n', '\r'];

describeEachDatabase('control characters in requests', (database) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle));
  });
  afterAll(() => app.close());

  const message = (response: { json: <T>() => T }) => response.json<{ error: { message: string } }>().error.message;

  it.each(controlCharacters.map((character) => [JSON.stringify(character), character]))(
    'refuses %s in a name with 400, naming the field, and stores nothing',
    async (_shown, character) => {
      const before = await countRows(database().handle, 'registrations');
      const body = createPaymentBody(uniqueBuyer());
      const payload = { ...body, userInfo: { ...body.userInfo, firstName: `Am${character}ira` } };
      const response = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(message(response)).toMatch(/^userInfo\.firstName: .*control character/);
      expect(await countRows(database().handle, 'registrations')).toBe(before);
    },
  );

  it('refuses a NUL in the sign-in identifier with 400 instead of a database error', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/session',
      payload: { identifier: 'amira\u0000', password: 'correct horse battery' },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(message(response)).toMatch(/^identifier: /);
  });

  it('refuses a NUL in a urlencoded form and in an object key', async () => {
    const form = await app.inject({
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=reader%00%40example.com',
    });
    expect(form.statusCode, form.body).toBe(400);
    const key = await app.inject({
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      payload: '{"email\\u0000":"a@example.com"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(key.statusCode, key.body).toBe(400);
  });

  it('refuses a NUL in a query string', async () => {
    const { token } = await signedInMember(app);
    const response = await app.inject({ method: 'GET', url: '/api/member-directory?q=a%00b', cookies: { [SESSION_COOKIE]: token } });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('still takes names in any script', async () => {
    const buyer = uniqueBuyer({ firstName: 'أميرة', lastName: 'van der Berg-Ōsaka 🌷' });
    const response = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: createPaymentBody(buyer) });
    expect(response.statusCode, response.body).toBe(200);
  });
});
