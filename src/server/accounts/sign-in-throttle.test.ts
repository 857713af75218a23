import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { accountKey, reserveAttempt } from './sign-in-throttle';

describeEachDatabase('sign-in throttle', (database) => {
  it('slows from the fifth attempt, twice as long each time, refuses from the tenth and starts over once the window has passed', async () => {
    const key = accountKey(`window-${randomUUID()}`);
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const attempt = () => reserveAttempt(database().handle.db, [key], new Date(clock));

    for (let count = 1; count <= 5; count += 1) expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: count }] });
    for (const [count, wait] of [[6, 15], [7, 30], [8, 60], [9, 120], [10, 240]] as const) {
      expect(await attempt()).toEqual({ allowed: false, retryAfterSeconds: wait });
      clock += wait * 1000;
      expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: count }] });
    }
    expect(await attempt()).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 });

    clock += 15 * 60 * 1000;
    expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: 1 }] });
    expect(await attempt()).toMatchObject({ allowed: true, reservations: [{ failures: 2 }] });
  });
});
