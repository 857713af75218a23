import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Cookie, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, vi } from 'vitest';

export const baseUrl = inject('baseUrl');

let browser: Browser | undefined;

/**
 * How the specs assert on the page: web-first, as Playwright's own `expect`
 * would, but with Vitest's `expect.poll`, which calls the function again until
 * the matcher passes or `pollTimeout` runs out:
 *
 *   await expect.poll(() => locator.textContent()).toBe('…');
 *   await expect.poll(() => locator.isVisible()).toBe(true);
 *   await expect.poll(() => page.getAttribute('html', 'dir')).toBe('rtl');
 *
 * Anything read from the page (text, attributes, counts, visibility, focus,
 * URL, title, input values, layout) is polled, since React may still be
 * hydrating, re-rendering or navigating when the read happens. A one-shot
 * `expect(value)` stays only where the value can no longer change: it comes
 * from something already finished (an API response, a download, the server's
 * outbox or database checked for something that must not be there, the errors
 * the page recorded, a list collected by a finished crawl), or it is read
 * right after `waitFor`/`waitForURL` of that same state.
 */
export const pollTimeout = 5_000;

/** Connects each spec file to the one shared browser and disconnects after it. */
export function useBrowser(): () => Browser {
  // Vitest's default of one second is short for a page on a busy two-core
  // machine; Playwright's own assertions wait five. Reset after each file.
  vi.setConfig({ expect: { poll: { timeout: pollTimeout, interval: 50 } } });
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not connected yet');
    return browser;
  };
}

export interface OpenedPage {
  page: Page;
  /** Errors the page logged or threw; a clean page has none. */
  errors: string[];
  close(): Promise<void>;
}

export const viewports = {
  mobile: { width: 360, height: 780 },
  desktop: { width: 1440, height: 900 },
} as const;

const offSiteRequest = 'request left the site:';

/** The recorded errors that are requests to another host. */
export function offSiteRequests(errors: readonly string[]): string[] {
  return errors.filter((error) => error.startsWith(offSiteRequest));
}

/** The page's console errors and uncaught exceptions, from now on: call before it loads anything. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/** A context on a server of its own, signed in with the given cookies, at a phone's or a desktop's size. */
export async function signedInContext(
  browserInstance: Browser,
  server: { baseUrl: string },
  cookies: readonly Cookie[],
  options: { width: number; dark?: boolean | undefined },
): Promise<BrowserContext> {
  const context = await browserInstance.newContext({
    baseURL: server.baseUrl,
    viewport: { width: options.width, height: options.width < 400 ? viewports.mobile.height : viewports.desktop.height },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  await context.addCookies([...cookies]);
  return context;
}

/** A fresh page that records its errors, before it has loaded anything: listen first, then navigate. */
export async function newPage(browserInstance: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browserInstance.newContext({ baseURL: baseUrl, viewport: viewports.desktop, ...options });
  const page = await context.newPage().catch(async (error: unknown) => {
    await context.close();
    throw error;
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== baseUrl) errors.push(`${offSiteRequest} ${request.url()}`);
  });
  return { page, errors, close: () => context.close() };
}

export async function openPage(browserInstance: Browser, urlPath: string, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const opened = await newPage(browserInstance, options);
  try {
    await opened.page.goto(urlPath);
  } catch (error) {
    await opened.close();
    throw error;
  }
  return opened;
}

type PageBody<T> = (opened: OpenedPage) => Promise<T>;

/** Runs `body` on a fresh page (see `newPage`) and closes its context however `body` ends. */
export async function withNewPage<T>(browserInstance: Browser, body: PageBody<T>): Promise<T>;
export async function withNewPage<T>(browserInstance: Browser, options: BrowserContextOptions, body: PageBody<T>): Promise<T>;
export async function withNewPage<T>(
  browserInstance: Browser,
  optionsOrBody: BrowserContextOptions | PageBody<T>,
  maybeBody?: PageBody<T>,
): Promise<T> {
  const [options, body] = typeof optionsOrBody === 'function' ? [{}, optionsOrBody] : [optionsOrBody, maybeBody];
  if (!body) throw new Error('withNewPage needs a body');
  return closing(await newPage(browserInstance, options), body);
}

/** Runs `body` on a page opened at `urlPath` (see `openPage`) and closes its context however `body` ends. */
export async function withPage<T>(browserInstance: Browser, urlPath: string, body: PageBody<T>): Promise<T>;
export async function withPage<T>(browserInstance: Browser, urlPath: string, options: BrowserContextOptions, body: PageBody<T>): Promise<T>;
export async function withPage<T>(
  browserInstance: Browser,
  urlPath: string,
  optionsOrBody: BrowserContextOptions | PageBody<T>,
  maybeBody?: PageBody<T>,
): Promise<T> {
  const [options, body] = typeof optionsOrBody === 'function' ? [{}, optionsOrBody] : [optionsOrBody, maybeBody];
  if (!body) throw new Error('withPage needs a body');
  return closing(await openPage(browserInstance, urlPath, options), body);
}

/** Runs `body` on a page already open and closes it however `body` ends. */
export async function closing<T, Opened extends { close(): Promise<void> }>(
  opened: Opened,
  body: (opened: Opened) => Promise<T>,
): Promise<T> {
  try {
    return await body(opened);
  } finally {
    await opened.close();
  }
}

/**
 * Keeps a screenshot for a person to look at (`SCREENSHOTS_DIR=/tmp/shots npm run test:e2e`),
 * in `name`'s folder under that directory. Without the variable it does nothing: a test run
 * needs no pictures, and a full-page one costs a second or more.
 */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const folder = process.env.SCREENSHOTS_DIR;
  if (folder) await page.screenshot({ path: path.join(folder, name), fullPage });
}

/**
 * The page's axe violations, one line per element: "rule: target: why". axe runs
 * in the page itself (legacy mode: one `axe.run`, where the default runs each
 * frame apart and finishes in a second, blank page; our pages have no frames)
 * and details violations only, not every passing element: the same findings in
 * a third of the time (/events 2.9–3.7 s → 0.7–1.1 s).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? violation.help}`),
  );
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** Waits until the page script has bound the header and hydrated every island due at load (page-runtime/boot.ts). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
