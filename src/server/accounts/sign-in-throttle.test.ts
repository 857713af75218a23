import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { sql } from 'drizzle-orm';
import { countRows } from '../../../tests/helpers/membership';
import { accountKey, deleteStaleCounters, reserveAttempt } from './sign-in-throttle';

describeEachDatabase('sign-in throttle', (database) => {
  it('slows from the fifth attempt, twice as long each time, refuses from the tenth and starts over once the window has passed', async () => {
    const key = accountKey(`window-${randomUUID()}`);
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const attempt = () => reserveAttempt(database().handle.db, [key], new Date(clock));

    for (let count = 1; count <= 5; count += 1)
      expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: count }] });
    for (const [count, wait] of [
      [6, 15],
      [7, 30],
      [8, 60],
      [9, 120],
      [10, 240],
    ] as const) {
      expect(await attempt()).toEqual({ allowed: false, retryAfterSeconds: wait });
      clock += wait * 1000;
      expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: count }] });
    }
    expect(await attempt()).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });

    clock += 15 * 60 * 1000;
    expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: 1 }] });
    expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: 2 }] });
  });

  it('forgets counters a day past their window, but never a block still running', async () => {
    const db = () => database().handle.db;
    const started = Date.parse('2031-01-01T00:00:00Z');
    const [old, blocked, fresh] = ['old', 'blocked', 'fresh'].map((name) => accountKey(`stale-${name}-${randomUUID()}`));
    if (!old || !blocked || !fresh) throw new Error('three keys');
    await reserveAttempt(db(), [old], new Date(started));
    await reserveAttempt(db(), [blocked], new Date(started));
    await db().execute(
      sql`UPDATE sign_in_failures SET blocked_until = ${new Date(started + 3 * 86_400_000).toISOString()}::timestamptz WHERE key = ${blocked.key}`,
    );
    const dayAndHourLater = new Date(started + 25 * 60 * 60 * 1000);
    await reserveAttempt(db(), [fresh], dayAndHourLater);

    expect(await deleteStaleCounters(db(), dayAndHourLater)).toBeGreaterThanOrEqual(1);
    const left = (key: string) => countRows(database().handle, 'sign_in_failures', sql`key = ${key}`);
    expect([await left(old.key), await left(blocked.key), await left(fresh.key)]).toEqual([0, 1, 1]);
  });
});
