import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';

const LIMIT = 3;

describeEachDatabase('rate limits on the payment and newsletter calls', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    ({ app } = await membershipTestApp(database().handle, { writesPerMinute: LIMIT }));
  });
  afterAll(() => app.close());

  it.each(['/api/create-membership-payment', '/api/confirm-membership-payment', '/api/newsletter-subscriptions'])(
    '%s answers 429 in the caller’s language past the limit, per client address',
    async (url) => {
      const call = (remoteAddress: string) =>
        app.inject({ method: 'POST', url, payload: {}, remoteAddress, headers: { 'accept-language': 'nl' } });
      for (let attempt = 0; attempt < LIMIT; attempt += 1) {
        expect((await call('198.51.100.7')).statusCode).toBe(400);
      }
      const limited = await call('198.51.100.7');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBeDefined();
      expect(limited.json()).toEqual({
        error: { statusCode: 429, message: 'Te veel verzoeken. Wacht een minuut en probeer het opnieuw.' },
      });
      expect((await call('198.51.100.8')).statusCode).toBe(400);
    },
  );
});
