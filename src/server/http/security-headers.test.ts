import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeBootScript } from '@shared/theme';
import { sandboxTestCards } from '../payments/sandbox/test-cards';
import { describeEachDatabase } from '../../../tests/helpers/database';
import { createPaymentBody, membershipTestApp, uniqueBuyer } from '../../../tests/helpers/membership';
import { observatoryScore, type ResponseHeaders } from '../../../tests/helpers/observatory-score';

/** A built site in miniature: pages as the prerenderer writes them, with the theme boot script inline. */
const pageHtml = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><script>${themeBootScript}</script><script type="module" src="/assets/app-3f9a1c.js"></script></head><body><main><h1>${title}</h1></main></body></html>`;

const siteFiles: Record<string, string> = {
  'index.html': pageHtml('Qatar–Netherlands Chamber of Commerce'),
  'events/index.html': pageHtml('Events'),
  'ar/index.html': pageHtml('غرفة التجارة'),
  '404.html': pageHtml('Page not found'),
  'assets/app-3f9a1c.js': 'console.log("app");',
  'robots.txt': 'User-agent: *\nAllow: /\n',
};

async function writeFixtureSite(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'qncc-site-'));
  for (const [file, content] of Object.entries(siteFiles)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  // The build precompresses pages; one brotli copy puts that path under test too.
  await writeFile(path.join(root, 'events/index.html.br'), brotliCompressSync(siteFiles['events/index.html'] ?? ''));
  return root;
}

function directives(headers: ResponseHeaders): Map<string, string[]> {
  const policy = String(headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, source = '']) => `'sha256-${createHash('sha256').update(source).digest('base64')}'`,
  );
}

const SIX_MONTHS_SECONDS = 15_768_000;

describe('the Observatory scoring these tests rely on', () => {
  const strict = {
    'content-security-policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
    'strict-transport-security': 'max-age=63072000',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };

  it('starts from 100, gives bonuses to a strict site and grades it A+', () => {
    expect(observatoryScore(strict, { https: true })).toMatchObject({
      score: 120,
      grade: 'A+',
      modifiers: {
        'csp-implemented-with-no-unsafe-default-src-none': 10,
        'x-frame-options-implemented-via-csp': 5,
        'referrer-policy-private': 5,
      },
    });
  });

  it('penalises a response without security headers down to a D', () => {
    expect(observatoryScore({}, { https: true })).toMatchObject({ score: 30, grade: 'D' });
  });

  it('penalises inline scripts, short or missing HSTS and cookies without Secure, and withholds bonuses below 90', () => {
    const unsafeInline = observatoryScore(
      { ...strict, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" },
      { https: true },
    );
    expect(unsafeInline.modifiers['csp-implemented-with-unsafe-inline']).toBe(-20);
    expect(unsafeInline.modifiers['x-frame-options-not-implemented']).toBe(-20);
    // 100 - 20 - 20 = 60: below 90, so the referrer policy's +5 is withheld.
    expect(unsafeInline.score).toBe(60);
    const shortHsts = observatoryScore({ ...strict, 'strict-transport-security': 'max-age=86400' }, { https: true });
    expect(shortHsts.score).toBe(110);
    expect(observatoryScore({ ...strict, 'set-cookie': 'theme=dark; Path=/' }, { https: true }).modifiers).toMatchObject({
      'cookies-without-secure-flag-but-protected-by-hsts': -5,
    });
    expect(observatoryScore(strict, { https: false }).score).toBe(80);
  });
});

describeEachDatabase('security headers on every kind of response', (database) => {
  let app: FastifyInstance;
  let staticDir: string;
  let bankPageUrl: string;

  beforeAll(async () => {
    staticDir = await writeFixtureSite();
    // TRUST_PROXY, as behind the load balancer: X-Forwarded-Proto says whether the visitor used https.
    ({ app } = await membershipTestApp(database().handle, { staticDir, trustProxy: 1 }));
    const created = await app.inject({ method: 'POST', url: '/api/create-membership-payment', payload: createPaymentBody(uniqueBuyer()) });
    const intent = created.json<{ clientSecret: string; paymentIntentId: string }>();
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        card: { number: sandboxTestCards.requiresAuthentication, expiry: '12 / 34', cvc: '123' },
        returnUrl: '/membership/success',
      },
    });
    bankPageUrl = confirmed.json<{ nextActionUrl: string }>().nextActionUrl;
  });
  afterAll(async () => {
    await app.close();
    await rm(staticDir, { recursive: true, force: true });
  });

  interface Case {
    name: string;
    request: () => InjectOptions;
    status: number;
    setsCookie?: boolean;
  }

  const representative: Case[] = [
    { name: 'a prerendered page', request: () => ({ method: 'GET', url: '/' }), status: 200 },
    { name: 'a prerendered page in Arabic', request: () => ({ method: 'GET', url: '/ar' }), status: 200 },
    {
      name: 'a precompressed page sent as brotli',
      request: () => ({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br' } }),
      status: 200,
    },
    { name: 'the HEAD of a page', request: () => ({ method: 'HEAD', url: '/events' }), status: 200 },
    { name: 'the HTML 404 page', request: () => ({ method: 'GET', url: '/no-such-page' }), status: 404 },
    { name: 'a legacy-path redirect', request: () => ({ method: 'GET', url: '/reports' }), status: 301 },
    { name: 'a trailing-slash redirect', request: () => ({ method: 'GET', url: '/events/' }), status: 301 },
    { name: 'robots.txt', request: () => ({ method: 'GET', url: '/robots.txt' }), status: 200 },
    { name: 'the sandbox bank page the server renders', request: () => ({ method: 'GET', url: bankPageUrl }), status: 200 },
    { name: 'API JSON', request: () => ({ method: 'GET', url: '/api/membership-tiers' }), status: 200 },
    { name: 'the health check', request: () => ({ method: 'GET', url: '/api/health' }), status: 200 },
    { name: 'an API 404', request: () => ({ method: 'GET', url: '/api/no-such-endpoint' }), status: 404 },
    { name: 'an unrouted method', request: () => ({ method: 'PUT', url: '/' }), status: 404 },
    { name: 'a validation error', request: () => ({ method: 'POST', url: '/api/create-membership-payment', payload: {} }), status: 400 },
    {
      name: 'an unsupported media type',
      request: () => ({
        method: 'POST',
        url: '/api/newsletter-subscriptions',
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      }),
      status: 415,
    },
    {
      name: 'a body over the limit',
      request: () => ({ method: 'POST', url: '/api/newsletter-subscriptions', payload: { email: 'a'.repeat(100_000) } }),
      status: 413,
    },
    {
      name: 'a sign-out that clears the session cookie',
      request: () => ({ method: 'DELETE', url: '/api/session' }),
      status: 204,
      setsCookie: true,
    },
  ];

  function expectStrictPolicy(headers: ResponseHeaders) {
    const policy = directives(headers);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((source) => /^(\*|https?:|data:)$/.test(source))).toEqual([]);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['access-control-allow-origin']).toBeUndefined();
  }

  it.each(representative)('$name over https: strict policy, HSTS and an A+', async ({ request, status, setsCookie }) => {
    const options = request();
    const response = await app.inject({ ...options, headers: { ...options.headers, 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(status);
    expectStrictPolicy(response.headers);
    const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(SIX_MONTHS_SECONDS);
    expect(String(response.headers['strict-transport-security'])).toContain('includeSubDomains');
    const cookies = [response.headers['set-cookie'] ?? []].flat();
    expect(cookies.length > 0).toBe(Boolean(setsCookie));
    for (const cookie of cookies) {
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
    }

    const observatory = observatoryScore(response.headers, { https: true });
    expect(observatory.score, JSON.stringify(observatory.modifiers)).toBeGreaterThanOrEqual(100);
    expect(observatory.grade).toBe('A+');
  });

  it('runs the page’s inline theme script by its hash, not by allowing inline scripts', async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const hashes = inlineScriptHashes(page.body);
    expect(hashes).toHaveLength(1);
    expect(directives(page.headers).get('script-src')).toEqual(["'self'", ...hashes]);
  });

  it('lets the search page alone compile WebAssembly (Pagefind), and sends the index with the asset headers', async () => {
    for (const url of ['/search', '/nl/search?q=water']) {
      const page = await app.inject({ method: 'GET', url });
      expect(directives(page.headers).get('script-src'), url).toContain("'wasm-unsafe-eval'");
    }
    for (const url of ['/', '/searches', '/ar/search/more']) {
      const page = await app.inject({ method: 'GET', url });
      expect(directives(page.headers).get('script-src'), url).not.toContain("'wasm-unsafe-eval'");
    }
    const index = await app.inject({ method: 'GET', url: '/pagefind/pagefind-entry.json' });
    expect(index.headers['content-security-policy']).toBeUndefined();
    expect(index.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the precompressed page as brotli, so that path is among those checked', async () => {
    const page = await app.inject({ method: 'GET', url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
  });

  it.each(representative)('$name over plain http: the same policy, and no HSTS', async ({ request, status }) => {
    const response = await app.inject(request());
    expect(response.statusCode).toBe(status);
    expectStrictPolicy(response.headers);
    // HSTS on http is ignored by browsers and would pin localhost to https.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('points every page at the speculation rules, served with the type browsers require', async () => {
    for (const url of ['/', '/events', '/page-that-does-not-exist']) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    }
    const rules = await app.inject({ method: 'GET', url: '/speculation-rules.json' });
    expect(rules.statusCode).toBe(200);
    expect(rules.headers['content-type']).toMatch(/^application\/speculationrules\+json(;|$)/);
    const { prefetch } = rules.json<{ prefetch: Array<{ eagerness: string; where: unknown }> }>();
    expect(prefetch[0]?.eagerness).toBe('moderate');
    expect(JSON.stringify(prefetch[0]?.where)).toContain('/api/*');
    expect(JSON.stringify(prefetch[0]?.where)).toContain('a[data-language-choice]');
  });

  it('gives a hashed asset the subresource headers only, and HSTS over https', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-3f9a1c.js', headers: { 'x-forwarded-proto': 'https' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(String(asset.headers['strict-transport-security'])).toContain('includeSubDomains');
    for (const documentOnly of ['content-security-policy', 'x-frame-options', 'cross-origin-opener-policy', 'referrer-policy']) {
      expect(asset.headers[documentOnly]).toBeUndefined();
    }
  });
});
