import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { testConfig } from '../../../tests/helpers/config';

describe('POST /api/client-errors', () => {
  let app: FastifyInstance;
  const database = openDatabase({ pgliteDir: undefined });

  beforeAll(async () => {
    await database.migrate();
    app = await buildApp(testConfig({ writesPerMinute: 3 }), { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const report = (payload: unknown, address = '198.51.100.1') =>
    app.inject({ method: 'POST', url: '/api/client-errors', payload: payload as object, remoteAddress: address });

  it('takes a bounded report of a page that failed to render and answers 204', async () => {
    const response = await report({
      message: 'Cannot read properties of undefined',
      stack: ['TypeError: Cannot read properties of undefined', 'at EventsPage (events-page.js:3:35)'],
      path: '/ar/events',
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it('refuses unknown fields, a path off the site, an oversized message and a stack with line breaks with 400', async () => {
    const refused = [
      { message: 'x', path: '/events', cookie: 'qncc_session=secret' },
      { message: 'x', path: 'https://evil.example/' },
      { message: 'x'.repeat(501), path: '/events' },
      { message: 'x', stack: 'TypeError: x\n    at EventsPage', path: '/events' },
    ];
    for (const [index, payload] of refused.entries()) {
      expect((await report(payload, `198.51.100.${20 + index}`)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('limits reports per client address', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push((await report({ message: 'x', path: '/' }, '198.51.100.3')).statusCode);
    expect(answers).toEqual([204, 204, 204, 429, 429]);
    expect((await report({ message: 'x', path: '/' }, '198.51.100.4')).statusCode).toBe(204);
  });
});
