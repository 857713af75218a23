import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../tests/helpers/database';
import { testConfig } from '../../tests/helpers/config';
import { buildApp } from './app';

describeEachDatabase('app', (database, kind) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildApp(testConfig(), { database: database().handle });
  });
  afterAll(() => app.close());

  it('reports the database in /api/health', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: { status: 'ok', kind } });
  });

  it('answers unknown API paths with a JSON 404, never an HTML page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({
      error: { statusCode: 404, message: 'No API endpoint at GET /api/no-such-thing' },
    });
  });

  it('answers malformed JSON with a JSON 400 and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('sends the security headers on API responses', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS when the site is served over https', async () => {
    const httpsApp = await buildApp(testConfig({ trustProxy: 1 }), { database: database().handle });
    const response = await httpsApp.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await httpsApp.close();
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
