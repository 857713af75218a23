import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { ConfigError, loadConfig } from '../config';

function configProblems(trustProxy: string): string[] {
  try {
    loadConfig({ TRUST_PROXY: trustProxy });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('TRUST_PROXY', () => {
  it('refuses `true`, which would let any client choose its address, and says what to write instead', () => {
    const problems = configProblems('true');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY: .*TRUST_PROXY=1/);
  });

  it('takes a number of trusted hops or a list of proxy addresses and networks', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,fd00::/8' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16', 'fd00::/8']);
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '-1', '1.5', '10.0.0.1,,10.0.0.2'])('refuses %s', (value) => {
    expect(configProblems(value)[0]).toMatch(/^TRUST_PROXY: /);
  });
});

describeEachDatabase('client addresses behind a proxy', (database) => {
  const LIMIT = 3;
  const subscribe = (app: FastifyInstance, forwardedFor: string, index: number) =>
    app.inject({
      method: 'POST',
      url: '/api/newsletter-subscriptions',
      headers: { 'x-forwarded-for': forwardedFor },
      payload: { email: `reader.${Date.now().toString(36)}.${index}.${forwardedFor.length}@example.com` },
    });

  describe.each([
    ['one trusted hop', '1'],
    ['the load balancer by address', '127.0.0.1'],
  ])('with %s', (_name, trustProxy) => {
    let app: FastifyInstance;
    beforeAll(async () => {
      ({ app } = await membershipTestApp(database().handle, {
        trustProxy: loadConfig({ TRUST_PROXY: trustProxy }).trustProxy,
        writesPerMinute: LIMIT,
      }));
    });
    afterAll(() => app.close());

    it('counts a client who rotates a forged X-Forwarded-For as the one address the proxy saw', async () => {
      const responses = await Promise.all(
        Array.from({ length: LIMIT + 5 }, (_, index) => subscribe(app, `198.51.100.${index}, 10.0.0.7`, index)),
      );
      // @fastify/rate-limit's memory store may refuse every request of a simultaneous burst, never more than the limit.
      const accepted = responses.filter((response) => response.statusCode !== 429);
      expect(accepted.length).toBeLessThanOrEqual(LIMIT);
    });

    it('still tells apart the clients the proxy forwards, and reads https from it', async () => {
      const responses = await Promise.all([subscribe(app, '203.0.113.1', 1), subscribe(app, '203.0.113.2', 2)]);
      expect(responses.map((response) => response.statusCode)).not.toContain(429);
      const secure = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers['strict-transport-security']).toBeDefined();
    });
  });
});
