/**
 * Resolves in a later task, so that the browser can paint and answer input
 * in between: a page's load is several pieces of work, and any two run
 * together may take over 50 ms on a slow phone. `scheduler.yield()`
 * continues ahead of other queued work where the browser has it.
 */
export function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve));
}
