import { setTimeout as delay } from 'node:timers/promises';

/**
 * Runs the work and settles no sooner than `ms` after it began, whether it
 * succeeded or failed, so the time taken does not tell which path it took.
 */
export async function withMinimumDuration<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const floor = delay(ms);
  try {
    return await work();
  } finally {
    await floor;
  }
}
