import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = inject('baseUrl');

let browser: Browser | undefined;

/** Connects each spec file to the one shared browser and disconnects after it. */
export function useBrowser(): () => Browser {
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

/** A fresh page that records its errors, before it has loaded anything: listen first, then navigate. */
export async function newPage(browserInstance: Browser, options: BrowserContextOptions = {}): Promise<OpenedPage> {
  const context = await browserInstance.newContext({ baseURL: baseUrl, viewport: viewports.desktop, ...options });
  const page = await context.newPage();
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

export async function openPage(
  browserInstance: Browser,
  urlPath: string,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const opened = await newPage(browserInstance, options);
  await opened.page.goto(urlPath);
  return opened;
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary}`).join('\n')}`,
  );
  expect(summary).toEqual([]);
}

/** React has hydrated once the theme toggle knows its state. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('header button[aria-pressed]').first().waitFor();
}
