import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { splitLocale } from '@shared/locales';
import { pagePath } from '@shared/routes';
import { pagefindPath } from '@shared/site-search';
import { themeBootScript } from '@shared/theme';

function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source).digest('base64')}'`;
}

const ONE_YEAR_SECONDS = 31_536_000;

/** Stripe.js, its iframes and its API, allowed only when Stripe takes the payments. */
const stripeSources = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

function contentSecurityPolicy(allowStripe: boolean, allowWebAssembly = false): string {
  const stripe = (sources: string[]) => (allowStripe ? sources : []);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The only inline script is the theme boot script, allowed by its hash.
    // The search page alone compiles Pagefind's WebAssembly (decision 0048).
    'script-src': [
      "'self'",
      scriptHash(themeBootScript),
      ...stripe(stripeSources.script),
      ...(allowWebAssembly ? ["'wasm-unsafe-eval'"] : []),
    ],
    // Radix's toast region hides its focus guards with inline styles; styles
    // cannot run code, so only scripts are held to hashes.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...stripe(stripeSources.connect)],
    'frame-src': allowStripe ? stripeSources.frame : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(';');
}

/** Helmet's set of headers, with our policy; none depends on the request. */
function securityHeaders(allowStripe: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(allowStripe),
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Origin-Agent-Cluster': '?1',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'X-DNS-Prefetch-Control': 'off',
    'X-Download-Options': 'noopen',
    'X-Frame-Options': 'SAMEORIGIN',
    'X-Permitted-Cross-Domain-Policies': 'none',
    // Turns off old browsers' XSS auditor, which could itself be abused.
    'X-XSS-Protection': '0',
  };
}

/**
 * What a hashed asset (a script, a stylesheet, a font) needs: the headers that
 * govern how a browser may use a subresource. The rest (the CSP, framing,
 * referrer, opener) apply to documents only; repeated on every one of a
 * page's scripts they cost about 650 bytes each on an HTTP/1.1 connection.
 */
const assetHeaderNames = ['Cross-Origin-Resource-Policy', 'X-Content-Type-Options'];

/** The hashed files the build writes and the site search's index and scripts, never a document. */
const isAsset = (url: string) => url.startsWith('/assets/') || url.startsWith(pagefindPath);

/** The search page, in any language and with any query. */
const isSearchPage = (url: string) => splitLocale(url.split('?')[0] ?? '').path === pagePath('search');

/**
 * Every response of a kind carries the same headers, so they are built once
 * at start-up and copied onto each reply. @fastify/helmet rebuilt its middleware on every
 * request, which cost about 15 µs of the 40 µs a page took (docs/decisions/0010).
 */
export function registerSecurityHeaders(app: FastifyInstance, allowStripe: boolean): void {
  const headers = securityHeaders(allowStripe);
  const searchPageHeaders = { ...headers, 'Content-Security-Policy': contentSecurityPolicy(allowStripe, true) };
  const assetHeaders = Object.fromEntries(assetHeaderNames.map((name) => [name, headers[name] ?? '']));
  const hsts = `max-age=${ONE_YEAR_SECONDS}; includeSubDomains`;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isAsset(request.url) ? assetHeaders : isSearchPage(request.url) ? searchPageHeaders : headers);
    // Only over https: HSTS on plain http is ignored by browsers and would be
    // wrong on localhost.
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', hsts);
    done();
  });
}
