import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { locales, localizePath } from '../../src/shared/locales';
import { prerenderedPaths } from '../../scripts/prerendered-paths';
import { indexablePageKeys, legacyRedirects } from '../../src/shared/routes';
import { baseUrl } from './support';
import { routeCases } from './site-map';

async function internalLinksOf(url: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}${url}`)).text();
  return parse(html)
    .querySelectorAll('a[href]')
    .map((anchor) => anchor.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'))
    .map((href) => href.split('#')[0] ?? href);
}

describe('internal links', () => {
  it('every link on every page leads to a page that answers 200 directly', async () => {
    const pages = [...routeCases().map((route) => route.url), '/missing', '/nl/missing', '/ar/missing'];
    const links = new Set((await Promise.all(pages.map(internalLinksOf))).flat());
    expect(links.size).toBeGreaterThan(30);
    const broken: string[] = [];
    await Promise.all(
      [...links].map(async (link) => {
        const response = await fetch(`${baseUrl}${link}`, { redirect: 'manual' });
        if (response.status !== 200) broken.push(`${link} → ${response.status}`);
      }),
    );
    expect(broken).toEqual([]);
  });

  it.each(Object.entries(legacyRedirects))('legacy path %s answers 301 to a real page in every language', async (from, to) => {
    for (const locale of locales) {
      const response = await fetch(`${baseUrl}${localizePath(from, locale)}?ref=old`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      const location = response.headers.get('location') ?? '';
      expect(location).toBe(`${localizePath(to, locale)}?ref=old`);
      expect((await fetch(`${baseUrl}${location}`, { redirect: 'manual' })).status).toBe(200);
    }
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const response = await fetch(`${baseUrl}/about/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/about');
  });
});

describe('sitemap and robots', () => {
  it('sitemap.xml lists every public page in every language', async () => {
    const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    const expected = indexablePageKeys.flatMap(prerenderedPaths).flatMap((path) => locales.map((locale) => localizePath(path, locale)));
    expect(expected).toContain('/nl/news/energy-transition-forum');
    expect(listed.sort()).toEqual(expected.sort());
  });

  it('robots.txt points to the sitemap', async () => {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  });
});

describe('HTTP behaviour of pages and assets', () => {
  it('sends security headers on HTML', async () => {
    const response = await fetch(`${baseUrl}/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'sha256-");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('never caches HTML without revalidation, serves it compressed and answers 304 to a matching ETag', async () => {
    const response = await fetch(`${baseUrl}/about`, { headers: { 'accept-encoding': 'br' } });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-encoding')).toBe('br');
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(`${baseUrl}/about`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    const script = parse(html).querySelector('script[type="module"]')?.getAttribute('src') ?? '';
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const response = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers a missing asset with 404', async () => {
    expect((await fetch(`${baseUrl}/assets/nope-123.js`)).status).toBe(404);
  });
});
