import type { CDPSession, Page } from 'playwright-core';
import { machineQuiet } from './quiet-machine';

declare global {
  interface Window {
    /** Set by `recordLongTasks`'s init script before any page script runs. */
    longTaskObserver?: PerformanceObserver;
    longTaskDurations?: number[];
  }
}

/*
 * Everything the recorder asks of the page goes through the DevTools
 * protocol, in the page's own world. Playwright's locators and evaluations
 * would first inject their own scripts into the page: one of 30–45 ms at 4×,
 * which the Long Tasks API reports as the page's.
 */

/**
 * Slows the page's CPU by `rate` and records every main-thread task over
 * 50 ms from the document's first script on. Call before the first navigation;
 * returns the session to wait and read through.
 */
export async function recordLongTasks(page: Page, rate: number): Promise<CDPSession> {
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
  return session;
}

async function evaluate(session: CDPSession, expression: string): Promise<unknown> {
  const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true });
  if (exceptionDetails) throw new Error(`The page could not answer: ${exceptionDetails.text}`);
  return result.value;
}

/**
 * Resolves once the page says it is interactive (`<html data-hydrated="true">`).
 * It watches the document, not its `<html>`: right after the navigation
 * commits, the parser may not have made that element yet.
 */
export async function hydrated(session: CDPSession): Promise<void> {
  await evaluate(
    session,
    `new Promise((resolve) => {
      const done = () => document.documentElement?.dataset.hydrated === 'true';
      if (done()) return resolve(true);
      new MutationObserver((_, observer) => {
        if (!done()) return;
        observer.disconnect();
        resolve(true);
      }).observe(document, { subtree: true, attributeFilter: ['data-hydrated'] });
    })`,
  );
}

/** The longest task recorded so far in milliseconds, 0 when none went over 50 ms. */
export async function longestTask(session: CDPSession): Promise<number> {
  // Entries the observer has queued but not yet delivered count too.
  const longest = await evaluate(
    session,
    `window.longTaskObserver && window.longTaskDurations
      ? Math.max(0, ...window.longTaskDurations, ...window.longTaskObserver.takeRecords().map((entry) => entry.duration))
      : null`,
  );
  // Without the observer every page would pass: none of its tasks were seen.
  if (typeof longest !== 'number') throw new Error('The long-task observer was not installed: call recordLongTasks before navigating');
  return longest;
}

/**
 * Loads `url` in `page` (not yet navigated) on a CPU slowed by `cpuSlowdown`
 * once the machine is quiet, and returns the longest task until the page is
 * interactive and its network quiet: 0 when none went over 50 ms.
 */
export async function longestTaskOfLoad(page: Page, url: string, cpuSlowdown: number): Promise<number> {
  await machineQuiet();
  const session = await recordLongTasks(page, cpuSlowdown);
  await page.goto(url, { waitUntil: 'commit' });
  await hydrated(session);
  await page.waitForLoadState('networkidle');
  return longestTask(session);
}
