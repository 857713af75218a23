import { parse, type HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { offices } from '../../content/contact/offices';
import { registrationSettingsFor } from '../../content/events/registration-settings';
import { events } from '../../content/events/events';
import { locales, localizePath, splitLocale, type Locale } from '../../src/shared/locales';
import { findPage } from '../../src/shared/routes';
import { site } from '../../src/shared/site';
import { siteText } from '../helpers/messages';
import { baseUrl } from './support';

type JsonObject = Record<string, unknown>;

interface PageCase {
  /** The page's path on the site, with its language prefix. */
  path: string;
  locale: Locale;
}

/** The site's URLs as the sitemap lists them, and the origin they are absolute to (SITE_URL at build time). */
async function sitemapPages(): Promise<{ siteUrl: string; pages: PageCase[] }> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? ''));
  const home = urls.find((url) => url.pathname === '/');
  if (!home) throw new Error('The sitemap lists no home page');
  return { siteUrl: home.origin, pages: urls.map((url) => ({ path: url.pathname, locale: splitLocale(url.pathname).locale })) };
}

async function documentAt(path: string): Promise<HTMLElement> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
}

function jsonLdScripts(document: HTMLElement): HTMLElement[] {
  return document.querySelectorAll('script[type="application/ld+json"]');
}

function graphOf(document: HTMLElement): JsonObject[] {
  const scripts = jsonLdScripts(document);
  expect(scripts).toHaveLength(1);
  const data = JSON.parse(scripts[0]?.textContent ?? '') as JsonObject;
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'] as JsonObject[];
}

const nodesOf = (graph: JsonObject[], type: string) => graph.filter((node) => node['@type'] === type);

/** Every string in the graph that is a URL, but for schema.org's own terms (https://schema.org/EventScheduled). */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) && !value.startsWith('https://schema.org/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(urlsIn);
  return [];
}

/** ISO 8601 date-times with a zone offset, as Event dates must be. */
const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

const meta = (document: HTMLElement, property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');

/** Width and height from a PNG's header chunk, or undefined for anything that is not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('ascii', 12, 16) !== 'IHDR') return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let siteUrl = '';
let pages: PageCase[] = [];

beforeAll(async () => {
  ({ siteUrl, pages } = await sitemapPages());
});

describe('JSON-LD on every page of the sitemap', () => {
  it('names the chamber once, with its offices, and the site with its search, absolute to SITE_URL', async () => {
    expect(pages.length).toBeGreaterThan(90);
    for (const page of pages) {
      const graph = graphOf(await documentAt(page.path));
      const [organization, ...otherOrganizations] = nodesOf(graph, 'Organization');
      expect(otherOrganizations, page.path).toEqual([]);
      expect(organization, page.path).toMatchObject({ '@id': `${siteUrl}/#organization`, name: site.name[page.locale] });
      const places = organization?.location as JsonObject[];
      expect(places).toHaveLength(offices.length);
      for (const place of places) expect(place.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: expect.any(String) });
      const [website, ...otherWebsites] = nodesOf(graph, 'WebSite');
      expect(otherWebsites).toEqual([]);
      expect(website, page.path).toMatchObject({
        url: `${siteUrl}${localizePath('/', page.locale)}`,
        inLanguage: page.locale,
        potentialAction: {
          '@type': 'SearchAction',
          target: { urlTemplate: `${siteUrl}${localizePath('/search', page.locale)}?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      });
      for (const url of urlsIn(graph)) expect(url.startsWith(`${siteUrl}/`), `${page.path}: ${url}`).toBe(true);
    }
  });

  it('gives every inner page its trail from 1 to n, home first and the page last, as its visible breadcrumb names it', async () => {
    let visibleTrails = 0;
    for (const page of pages) {
      const document = await documentAt(page.path);
      const lists = nodesOf(graphOf(document), 'BreadcrumbList');
      if (splitLocale(page.path).path === '/') {
        expect(lists).toEqual([]);
        continue;
      }
      expect(lists, page.path).toHaveLength(1);
      const items = lists[0]?.itemListElement as JsonObject[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      expect(items[0]?.item).toBe(`${siteUrl}${localizePath('/', page.locale)}`);
      expect(items.at(-1)?.item).toBe(`${siteUrl}${page.path}`);
      expect(items.at(-1)?.item).toBe(document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
      const visible = document.querySelector(`main nav[aria-label="${siteText(page.locale, 'page.breadcrumb')}"]`);
      if (!visible) continue;
      visibleTrails += 1;
      const names = visible.querySelectorAll('li:not([aria-hidden])').map((crumb) => crumb.text.trim());
      expect(
        items.map((item) => item.name),
        page.path,
      ).toEqual(names);
    }
    expect(visibleTrails).toBeGreaterThan(0);
  });

  it('lists every event of the programme on the events page, dated with its zone offset, placed and organised', async () => {
    for (const locale of locales) {
      const eventNodes = nodesOf(graphOf(await documentAt(localizePath('/events', locale))), 'Event');
      expect(eventNodes).toHaveLength(events.length);
      for (const event of eventNodes) {
        expect(event.startDate).toMatch(zonedDateTime);
        expect(event.endDate).toMatch(zonedDateTime);
        expect(Date.parse(event.endDate as string)).toBeGreaterThanOrEqual(Date.parse(event.startDate as string));
        expect(event).toMatchObject({
          name: expect.any(String),
          url: expect.stringMatching(new RegExp(`^${siteUrl}${localizePath('/events', locale)}/[a-z0-9-]+$`)),
          eventStatus: 'https://schema.org/EventScheduled',
          location: { '@type': 'Place', name: expect.any(String), address: { addressCountry: expect.stringMatching(/^(QA|NL)$/) } },
          organizer: { '@id': `${siteUrl}/#organization` },
        });
      }
    }
  });

  it('describes each event on its own page, the page it names as its url, with what registering online costs', async () => {
    const eventPages = pages.filter((page) => findPage(splitLocale(page.path).path)?.key === 'eventDetail');
    expect(eventPages).toHaveLength(events.length * locales.length);
    for (const page of eventPages) {
      const [event, ...others] = nodesOf(graphOf(await documentAt(page.path)), 'Event');
      expect(others).toEqual([]);
      expect(event, page.path).toMatchObject({ '@id': `${siteUrl}${page.path}`, url: `${siteUrl}${page.path}`, inLanguage: page.locale });
      const eventId = page.path.split('/').at(-1) ?? '';
      const settings = registrationSettingsFor(eventId);
      if (!settings) continue;
      expect(event?.offers, page.path).toMatchObject({
        price: (settings.nonMemberPriceCents ?? settings.memberPriceCents) / 100,
        priceCurrency: 'EUR',
        url: `${siteUrl}${page.path}#register`,
        validThrough: settings.closesAt,
      });
    }
  });

  it('describes each article as a NewsArticle with its date, its image and its publisher', async () => {
    const articlePages = pages.filter((page) => findPage(splitLocale(page.path).path)?.key === 'newsArticle');
    expect(articlePages.length).toBeGreaterThan(0);
    for (const page of articlePages) {
      const document = await documentAt(page.path);
      const [article, ...others] = nodesOf(graphOf(document), 'NewsArticle');
      expect(others).toEqual([]);
      expect(article, page.path).toMatchObject({
        headline: expect.any(String),
        inLanguage: page.locale,
        mainEntityOfPage: `${siteUrl}${page.path}`,
        image: meta(document, 'og:image'),
        publisher: { '@id': `${siteUrl}/#organization` },
      });
      // Signed by a member of staff, or else by the chamber.
      const author = article?.author as JsonObject;
      expect(author['@id'] === `${siteUrl}/#organization` || (author['@type'] === 'Person' && typeof author.name === 'string')).toBe(true);
      expect(article?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(article?.datePublished as string))).toBe(false);
    }
  });

  it.each(['/login', '/ar/account', '/nl/membership/checkout/professional', '/admin/members', '/no-such-page'])(
    '%s, not meant to be found, has none',
    async (path) => {
      const document = parse(await (await fetch(`${baseUrl}${path}`)).text());
      expect(jsonLdScripts(document)).toEqual([]);
    },
  );
});

describe('Open Graph image of every page of the sitemap', () => {
  const openGraphLocales: Record<Locale, string> = { en: 'en_US', ar: 'ar_QA', nl: 'nl_NL' };

  it('is a 1200×630 PNG the server answers, described in the page’s head', async () => {
    for (const page of pages) {
      const document = await documentAt(page.path);
      const image = meta(document, 'og:image') ?? '';
      expect(image.startsWith(`${siteUrl}/og/`), page.path).toBe(true);
      const response = await fetch(`${baseUrl}${new URL(image).pathname}`);
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), image).toEqual({ width: 1200, height: 630 });
      expect(meta(document, 'og:image:width')).toBe('1200');
      expect(meta(document, 'og:image:height')).toBe('630');
      expect(meta(document, 'og:image:alt')).toBe(document.querySelector('title')?.text);
      expect(meta(document, 'og:locale')).toBe(openGraphLocales[page.locale]);
      expect(document.querySelectorAll('meta[property="og:locale:alternate"]').map((tag) => tag.getAttribute('content'))).toEqual(
        locales.filter((locale) => locale !== page.locale).map((locale) => openGraphLocales[locale]),
      );
      expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    }
  });

  it('differs between pages and between languages', async () => {
    const images = await Promise.all(pages.map(async (page) => meta(await documentAt(page.path), 'og:image')));
    expect(new Set(images).size).toBe(pages.length);
  });
});

describe('the checkout in every language', () => {
  it.each(locales)('%s: names no URL of its own, and never the shell’s placeholder, in its head or its language links', async (locale) => {
    for (const tier of ['professional', '_']) {
      const path = localizePath(`/membership/checkout/${tier}`, locale);
      const document = parse(await (await fetch(`${baseUrl}${path}`)).text());
      expect(document.querySelector('link[rel="canonical"]'), path).toBeNull();
      expect(meta(document, 'og:url'), path).toBeUndefined();
      const headUrls = document
        .querySelectorAll('head link, head meta')
        .flatMap((tag) => [tag.getAttribute('href'), tag.getAttribute('content')])
        .filter((value): value is string => value !== undefined);
      expect(
        headUrls.filter((value) => value.includes('/_')),
        path,
      ).toEqual([]);
      const languageLinks = document.querySelectorAll('a[hreflang]').map((link) => link.getAttribute('href'));
      expect(languageLinks.length).toBeGreaterThan(0);
      expect(
        languageLinks.filter((href) => href?.includes('/_')),
        path,
      ).toEqual([]);
    }
  });
});
