import './styles.css';
import { hydrationModulesId } from './hydration-modules';

/** main.tsx's chunk, then the modules it and the page's own code import (scripts/hydration-head.ts). */
function hydrationModules(): [main: string, ...imports: string[]] {
  const list = document.getElementById(hydrationModulesId)?.textContent;
  if (!list) throw new Error(`The page has no #${hydrationModulesId} list`);
  return JSON.parse(list) as [string, ...string[]];
}

/** All the links in one insertion: the head changes once, not once per module. */
function preloadModules(hrefs: string[]): void {
  const links = hrefs.map((href) => {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  document.head.append(...links);
}

/**
 * The prerendered page is complete without JavaScript, so its code is fetched
 * only once the browser reports having painted it: the first paint never waits
 * for, or shares the network with, the scripts that make the page interactive.
 * It loads at once when there is nothing to wait for: a page that is not
 * prerendered (the development server's), a hidden tab (it paints nothing
 * until shown) and a browser that does not report paints.
 */
function afterFirstPaint(run: () => void): void {
  const painted = () => performance.getEntriesByType('paint').some((entry) => entry.name === 'first-contentful-paint');
  const prerendered = (document.getElementById('root')?.firstElementChild ?? null) !== null;
  const waitForPaint = prerendered && document.visibilityState === 'visible' && PerformanceObserver.supportedEntryTypes.includes('paint');
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

/**
 * A built page imports main.tsx's chunk by the URL its list gives, not through
 * Vite's preload helper: the list already names every module, and the first
 * paint then waits for no script but this one. The development server's pages
 * have no list.
 */
afterFirstPaint(() => {
  if (import.meta.env.DEV) {
    void import('./main');
    return;
  }
  const [main, ...imports] = hydrationModules();
  preloadModules(imports);
  void import(/* @vite-ignore */ main);
});
