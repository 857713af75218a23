import '../styles.css';
import { bindDialogs } from './dialogs';
import { showPendingFlash } from './flash';
import { bindHeader } from './header/bind-header';
import { loadSession } from '@web/lib/session-store';
import { hydrateIslands } from './hydrate-islands';
import { nextTask } from './next-task';

/**
 * The session and the islands load only once the browser reports having
 * painted the page, so the first paint never waits for, or shares the network
 * with, them. They load at once when there is nothing to wait for: a hidden
 * tab (it paints nothing until shown) and a browser that does not report paints.
 */
function afterFirstPaint(run: () => void): void {
  const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  const waitForPaint = document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.includes('paint');
  if (!waitForPaint || painted()) {
    run();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    run();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** Tells tests and tools the page is fully interactive. */
function markHydrated(): void {
  document.documentElement.dataset.hydrated = 'true';
}

/** Asks for the session, then, in the next task, binds the search field and starts the islands (each in a task of its own). */
async function makeInteractive(): Promise<void> {
  void loadSession();
  await nextTask();
  const liveSearch = document.querySelector<HTMLFormElement>('form[data-live-search]');
  const searchBound = liveSearch ? import('./live-search').then(({ bindLiveSearch }) => bindLiveSearch(liveSearch)) : undefined;
  // The page is interactive once its islands are hydrated and its search field answers typing.
  try {
    await Promise.all([hydrateIslands(), searchBound]);
  } finally {
    markHydrated();
  }
}

/** Binds the prerendered page's controls, then makes its interactive parts work once it has been painted. */
function startPage(): void {
  bindHeader();
  bindDialogs();
  showPendingFlash();
  // Nothing is fetched before the first paint: a request started earlier would
  // sit on the path to it in Lighthouse's simulation of a slow phone.
  afterFirstPaint(() => void makeInteractive());
}

// This module runs in the task that ends parsing, in which the browser also
// does its own work for DOMContentLoaded (its form autofill lays out the page
// to find the fields): together over 50 ms on a slow phone.
void nextTask().then(startPage);
