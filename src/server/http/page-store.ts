import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { locales, localePrefix, type Locale } from '@shared/locales';
import type { PrecompressedBody } from './precompressed';

export interface StoredPage extends PrecompressedBody {
  body: Buffer;
  etag: string;
}

export interface PageStore {
  /** The prerendered page for a URL path such as '/nl/events', if one exists. */
  find(urlPath: string): StoredPage | undefined;
  notFound(locale: Locale): StoredPage | undefined;
  readonly size: number;
}

function readOptional(file: string): Buffer | undefined {
  return existsSync(file) ? readFileSync(file) : undefined;
}

function loadPage(file: string): StoredPage {
  const body = readFileSync(file);
  return {
    body,
    gzip: readOptional(`${file}.gz`),
    brotli: readOptional(`${file}.br`),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

function listIndexFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((relative) => path.basename(relative) === 'index.html')
    .map((relative) => path.join(directory, relative));
}

function urlPathFor(staticDir: string, indexFile: string): string {
  const relativeDir = path.relative(staticDir, path.dirname(indexFile)).split(path.sep).join('/');
  return relativeDir ? `/${relativeDir}` : '/';
}

/**
 * Every prerendered page, read once at start-up. Pages are small and few, so
 * serving them from memory (with their precompressed forms and an ETag) is
 * faster than touching the disk per request.
 */
export function loadPageStore(staticDir: string): PageStore {
  const pages = new Map<string, StoredPage>();
  const notFoundPages = new Map<Locale, StoredPage>();
  if (existsSync(staticDir)) {
    for (const file of listIndexFiles(staticDir)) {
      pages.set(urlPathFor(staticDir, file), loadPage(file));
    }
    for (const locale of locales) {
      const file = path.join(staticDir, localePrefix(locale), '404.html');
      if (existsSync(file)) notFoundPages.set(locale, loadPage(file));
    }
  }
  return {
    find: (urlPath) => pages.get(urlPath),
    notFound: (locale) => notFoundPages.get(locale),
    get size() {
      return pages.size;
    },
  };
}
