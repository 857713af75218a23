import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { locales, type Locale } from '../../src/shared/locales';
import { newPage, type OpenedPage } from './support';

/**
 * One page per language, opened once for a whole file: a sweep over every
 * route loads each URL in the page of its language instead of opening a
 * context per route.
 */
export function usePagePerLocale(browser: () => Browser, options: BrowserContextOptions): (locale: Locale) => Page {
  const opened = new Map<Locale, OpenedPage>();
  beforeAll(async () => {
    for (const locale of locales) opened.set(locale, await newPage(browser(), options));
  });
  afterAll(async () => {
    await Promise.all([...opened.values()].map((page) => page.close()));
  });
  return (locale) => {
    const page = opened.get(locale)?.page;
    if (!page) throw new Error(`no page open for ${locale}`);
    return page;
  };
}
