import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { countRows, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { buyMembership } from '../../../tests/helpers/purchase';
import { requestPasswordReset, resetAnswerMs } from '../accounts/password-reset';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

describeEachDatabase('password reset under abuse', (database) => {
  let app: FastifyInstance;
  let siteUrl: string;
  beforeAll(async () => {
    const built = await membershipTestApp(database().handle);
    ({ app } = built);
    siteUrl = built.config.siteUrl;
  });
  afterAll(() => app.close());

  const requestReset = (email: string) => app.inject({ method: 'POST', url: '/api/password-resets', payload: { email } });
  const resetEmailsTo = (email: string) =>
    countRows(
      database().handle,
      'email_deliveries',
      sql`lower(to_address) = ${email.toLowerCase()} AND dedupe_key LIKE 'password-reset:%'`,
    );

  it('emails one address at most 3 links however many are asked for at once, and answers every request alike', async () => {
    const { buyer } = await buyMembership(app);
    const spellings = [buyer.email, buyer.email.toUpperCase()];

    const responses = await Promise.all(Array.from({ length: 40 }, (_, index) => requestReset(spellings[index % 2] ?? buyer.email)));

    expect(new Set(responses.map((response) => `${response.statusCode} ${response.body}`))).toEqual(new Set(['202 {"status":"sent"}']));
    expect(await resetEmailsTo(buyer.email)).toBe(3);
  });

  it('emails the address again once the hour of its first link has passed', async () => {
    const { buyer } = await buyMembership(app);
    const start = Date.now();
    const askAt = (moment: number) => requestPasswordReset(database().handle.db, siteUrl, buyer.email, 'en', new Date(moment));

    expect([await askAt(start), await askAt(start + 1), await askAt(start + 2), await askAt(start + 3)]).toEqual([true, true, true, false]);
    expect(await askAt(start + 60 * 60 * 1000 - 1)).toBe(false);
    expect(await askAt(start + 60 * 60 * 1000)).toBe(true);
  });

  it('answers a known and an unknown address in the same time', async () => {
    // Three requests per account stay within its limit, so each one really queues an email.
    const members = await Promise.all(Array.from({ length: 4 }, () => buyMembership(app)));
    const known = members.flatMap(({ buyer }) => [buyer.email, buyer.email, buyer.email]);
    const answerMs = async (address: string) => {
      const started = performance.now();
      expect((await requestReset(address)).statusCode).toBe(202);
      return performance.now() - started;
    };
    // Each known address is timed next to an unknown one, and the pairs compared:
    // a busy machine slows both of a pair alike, where medians of separate lists drift apart.
    const pairs: { known: number; unknown: number }[] = [];
    for (const email of known) pairs.push({ known: await answerMs(email), unknown: await answerMs(uniqueBuyer().email) });

    expect(await resetEmailsTo(known[0] ?? '')).toBe(3);
    // A timer may fire up to a millisecond early: it counts whole milliseconds.
    expect(Math.min(...pairs.flatMap(({ known, unknown }) => [known, unknown]))).toBeGreaterThanOrEqual(resetAnswerMs - 1);
    expect(Math.abs(median(pairs.map(({ known, unknown }) => known - unknown)))).toBeLessThan(3);
  });
});
