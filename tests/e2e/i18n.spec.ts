import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCatalog, siteMessages } from '../helpers/messages';
import { allLocalizedTexts, flattenCatalog, type Catalog } from '../helpers/localized-texts';
import type { Locale } from '../../src/shared/locales';
import { waitForSettledPage } from './page-settled';
import { routeCases } from './site-map';
import { site } from '../../src/shared/site';
import { expectNoAxeViolations, type OpenedPage, openPage, useBrowser, waitForHydration, withPage } from './support';

const browser = useBrowser();

/**
 * Texts that are English and correct on every page: brand and proper names the
 * chamber never translates. Numbers, e-mail addresses and names stored outside
 * Localized fields never reach the English set, so they need no entry.
 */
const allowedEnglish = new Set<string>([
  // The entity's registered name in the trade register, which the footer and the invoices quote as registered.
  site.legal.name,
]);

/** Matches a text exactly, or a template whose {placeholders} or {{placeholders}} stand for any text. */
class TextSet {
  private readonly exact = new Set<string>();
  private readonly templates: RegExp[] = [];

  constructor(texts: Iterable<string>) {
    const placeholder = /\{\{\s*\w+\s*\}\}|\{\w+\}/g;
    for (const raw of texts) {
      const text = normalize(raw);
      if (!placeholder.test(text)) {
        this.exact.add(text);
        continue;
      }
      const pattern = text
        .split(placeholder)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('.+');
      this.templates.push(new RegExp(`^${pattern}$`));
    }
  }

  has(text: string): boolean {
    return this.exact.has(text) || this.templates.some((template) => template.test(text));
  }
}

function normalize(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

const contentTexts = allLocalizedTexts().map(({ text }) => text);
function textsIn(locale: Locale): string[] {
  const catalogs: Catalog[] = [siteMessages[locale], rawCatalog(locale, 'account'), rawCatalog(locale, 'validation')];
  return [...catalogs.flatMap((catalog) => Object.values(flattenCatalog(catalog))), ...contentTexts.map((text) => text[locale])];
}
const english = new TextSet(textsIn('en'));

/**
 * A text is left over when it is the English of some key and the translation of
 * none: a word Dutch shares with English ('Focus', 'Status') is a translation
 * someone wrote down, so it passes.
 */
function leftovers(texts: string[], translations: TextSet): string[] {
  return [...new Set(texts.map(normalize))].filter((text) => english.has(text) && !translations.has(text) && !allowedEnglish.has(text));
}

/** What a reader sees or hears: text nodes and the attributes read aloud or shown as hints. */
function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Text marked as another language (a language's own name in the language menu) is not left over.
      const language = parent?.closest('[lang]')?.getAttribute('lang');
      if (!parent?.closest('script, style, noscript, template') && language === document.documentElement.lang)
        texts.push(node.textContent ?? '');
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) texts.push(element.getAttribute(name) ?? '');
    }
    texts.push(document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    return texts;
  });
}

describe.each(['ar', 'nl'] as const)('every page in %s', (locale) => {
  const translations = new TextSet(textsIn(locale));
  let opened: OpenedPage;

  beforeAll(async () => {
    opened = await openPage(browser(), '/', { colorScheme: 'light' });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it.each(routeCases([locale]))('$url has no English left over and no axe violations', async (route) => {
    const { page } = opened;
    await page.goto(route.url);
    await waitForSettledPage(page);
    expect.soft(leftovers(await pageTexts(page), translations)).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

describe('Latin tokens in Arabic text', () => {
  it('isolates every phone number and e-mail address on /ar/contact', async () => {
    await withPage(browser(), '/ar/contact', async ({ page }) => {
      await waitForHydration(page);
      const unisolated = await page.evaluate(() => {
        const token = /\+\d[\d ]*\d|[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
        /** Isolated: inside <bdi>, or inside an element whose dir says ltr, or with unicode-bidi: isolate. */
        const isolated = (element: Element | null) =>
          Boolean(element?.closest('bdi, [dir="ltr"]')) || (element ? getComputedStyle(element).unicodeBidi.includes('isolate') : false);
        const found: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('main') ?? document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of (node.textContent ?? '').matchAll(token)) {
            if (!isolated(node.parentElement)) found.push(match[0]);
          }
        }
        return found;
      });
      expect(unisolated).toEqual([]);
    });
  });
});
