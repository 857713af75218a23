import type { Page } from 'playwright-core';

declare global {
  interface Window {
    /** Set by `recordLongTasks`'s init script before any page script runs. */
    longTaskObserver?: PerformanceObserver;
    longTaskDurations?: number[];
  }
}

/**
 * Slows the page's CPU by `rate` and records every main-thread task over
 * 50 ms from the document's first script on. Call before the first navigation.
 */
export async function recordLongTasks(page: Page, rate: number): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(() => {
    const durations: number[] = [];
    window.longTaskDurations = durations;
    window.longTaskObserver = new PerformanceObserver((list) => {
      durations.push(...list.getEntries().map((entry) => entry.duration));
    });
    window.longTaskObserver.observe({ type: 'longtask', buffered: true });
  });
}

/** The longest task recorded so far in milliseconds, 0 when none went over 50 ms. */
export async function longestTask(page: Page): Promise<number> {
  const longest = await page.evaluate(() => {
    const { longTaskObserver, longTaskDurations } = window;
    if (!longTaskObserver || !longTaskDurations) return undefined;
    // Entries the observer has queued but not yet delivered count too.
    const undelivered = longTaskObserver.takeRecords().map((entry) => entry.duration);
    return Math.max(0, ...longTaskDurations, ...undelivered);
  });
  // Without the observer every page would pass: none of its tasks were seen.
  if (longest === undefined) throw new Error('The long-task observer was not installed: call recordLongTasks before navigating');
  return longest;
}
