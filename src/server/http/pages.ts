import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, languagePreferenceKey, localizePath, splitLocale, type Locale } from '@shared/locales';
import { signedOutStaffVariant, staffOnlyPageKeys } from '@shared/page-variants';
import { legacyRedirects, matchPagePath, pageKeys, pagePath, pages, prerenderPath } from '@shared/routes';
import { doneNotice } from '../forms/done-notice';
import { insertFormAnswer } from '../forms/form-answer';
import { insertSearchResults, MAX_QUERY_LENGTH } from '../search/search-page-answer';
import { loadSiteSearch } from '../search/site-search';
import { staffSessionCookie } from '../staff/staff-session-cookie';
import { loadPageStore, type PageStore, type StoredPage } from './page-store';
import { sendPrecompressed } from './precompressed';
import { sitePath } from './site-path';
import { registerSpeculationRules, speculationRulesHeader } from './speculation-rules';

const ONE_YEAR_SECONDS = 31_536_000;
const ONE_DAY_MS = 86_400_000;
const ROOT_FILES = ['robots.txt', 'sitemap.xml', 'favicon.svg'];

const dynamicShells = pageKeys
  .filter((key) => 'shellPath' in pages[key])
  .map((key) => ({ matches: (path: string) => matchPagePath(key, path) !== undefined, shellPath: prerenderPath(key) }));

function queryOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? '' : url.slice(index);
}

/** The prerendered page for a URL: its variant for the query, its own, or its route's shell. */
export function findPage(store: PageStore, pathname: string, query: URLSearchParams): StoredPage | undefined {
  const { locale, path } = splitLocale(pathname);
  return (
    store.findVariant(pathname, query) ??
    store.find(pathname) ??
    dynamicShells
      .filter((shell) => shell.matches(path))
      .map((shell) => store.find(localizePath(shell.shellPath, locale)))
      .find(Boolean)
  );
}

/** A page the server changed for this one answer (a form's messages): not cacheable, compressed on the fly. */
export function sendChangedPage(reply: FastifyReply, html: string, status: number) {
  return reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .headers(speculationRulesHeader)
    .send(html);
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: StoredPage, status: number) {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-cache')
    .header('Vary', 'Accept-Encoding, Cookie')
    .header('ETag', page.etag)
    .headers(speculationRulesHeader);
  if (status === 200 && request.headers['if-none-match'] === page.etag) {
    return reply.code(304).send();
  }
  return sendPrecompressed(request, reply, page);
}

const staffOnlyPaths = new Set(staffOnlyPageKeys.map(pagePath));

/**
 * A back-office page asked for without a staff session cookie is served as
 * its signed-out variant: no staff member can be signed in, so the way to the
 * sign-in is in the document. With a cookie, valid or not, the page asks.
 */
function withSessionVariant(request: FastifyRequest, path: string, query: URLSearchParams): URLSearchParams {
  if (!staffOnlyPaths.has(path) || staffSessionCookie.read(request)) return query;
  const signedOut = new URLSearchParams(query);
  signedOut.set(signedOutStaffVariant.param, signedOutStaffVariant.value);
  return signedOut;
}

/** A visitor who chose Arabic or Dutch and then opens an English URL gets their language. */
function preferredLocale(request: FastifyRequest): Locale | undefined {
  const preference = request.cookies[languagePreferenceKey];
  return isLocale(preference) ? preference : undefined;
}

/** Serves the prerendered pages and their assets; returns the pages for the form handlers. */
export async function registerPages(app: FastifyInstance, staticDir: string): Promise<PageStore> {
  const store = loadPageStore(staticDir);
  const siteSearch = loadSiteSearch(staticDir);
  if (store.size === 0) {
    app.log.warn({ staticDir }, 'no prerendered pages found: run `npm run build` to serve the site');
  }

  await app.register(fastifyStatic, { root: staticDir, serve: false, preCompressed: true });

  app.get('/assets/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(`assets/${file}`, {
      maxAge: ONE_YEAR_SECONDS * 1000,
      immutable: true,
    });
  });

  // Pagefind's index names its data files by their content; its script, its
  // worker and the language entry keep their names, so a browser asks again.
  // Its data files are gzip already, which Pagefind unpacks itself: compressing
  // again on the fly would label them with an encoding they do not have.
  app.get('/pagefind/*', { compress: false }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const hashed = /^(fragment|index|filter)\//.test(file) || file.endsWith('.pf_meta');
    return reply.sendFile(`pagefind/${file}`, hashed ? { maxAge: ONE_YEAR_SECONDS * 1000, immutable: true } : { maxAge: 0 });
  });

  // Open Graph images (0047) are named by their page, not their content: cached for a day, not for good.
  app.get('/og/*', (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    return reply.sendFile(`og/${file}`, { maxAge: ONE_DAY_MS });
  });

  registerSpeculationRules(app);
  for (const file of ROOT_FILES) {
    app.get(`/${file}`, (_request, reply) => reply.sendFile(file, { maxAge: 3_600_000 }));
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler(request, reply) {
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound();
      const query = queryOf(request.url);

      if (pathname.length > 1 && pathname.endsWith('/')) {
        return reply.redirect(sitePath(`${pathname.replace(/\/+$/, '')}${query}`), 301);
      }

      const { locale, path } = splitLocale(pathname);
      const legacyTarget = legacyRedirects[path];
      if (legacyTarget) return reply.redirect(sitePath(`${localizePath(legacyTarget, locale)}${query}`), 301);

      const preference = preferredLocale(request);
      if (locale === 'en' && preference && preference !== 'en') {
        return reply.redirect(sitePath(`${localizePath(path, preference)}${query}`), 302);
      }

      const searchParams = new URLSearchParams(query);
      const page = findPage(store, pathname, withSessionVariant(request, path, searchParams));
      const notice = page && doneNotice(searchParams, locale);
      if (page && notice) return sendChangedPage(reply, insertFormAnswer(page.body.toString('utf8'), notice), 200);
      const searched = path === pagePath('search') ? searchParams.get('q')?.trim().slice(0, MAX_QUERY_LENGTH) : undefined;
      if (page && searched) {
        return sendChangedPage(reply, insertSearchResults(page.body.toString('utf8'), searched, siteSearch.search(searched, locale)), 200);
      }
      if (page) return sendPage(request, reply, page, 200);

      const notFound = store.notFound(locale);
      if (notFound) return sendPage(request, reply, notFound, 404);
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    },
  });
  return store;
}
