import type { Page } from 'playwright-core';
import { waitForHydration } from './support';

/** Hydrated, and every island done loading its data: no spinner left in the page. */
export async function waitForSettledPage(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => !document.querySelector('main .animate-spin'));
}
