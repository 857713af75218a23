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
  /**
   * The page prerendered for a query parameter of the URL (see
   * src/shared/page-variants.ts), such as '/contact' for `?department=legal`:
   * first for the parameter's value, then for any value.
   */
  findVariant(urlPath: string, query: URLSearchParams): StoredPage | undefined;
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

/** `department=legal.html` is the variant for `?department=legal`, `token.html` the one for any `?token=`. */
const variantFile = /^([a-z]+)(=[a-z0-9-]+)?\.html$/;

function listHtmlFiles(directory: string, accept: (name: string) => boolean): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((relative) => accept(path.basename(relative)))
    .map((relative) => path.join(directory, relative));
}

function variantKey(urlPath: string, param: string, value?: string): string {
  return value === undefined ? `${urlPath}?${param}` : `${urlPath}?${param}=${value}`;
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
    for (const file of listHtmlFiles(staticDir, (name) => name === 'index.html')) {
      pages.set(urlPathFor(staticDir, file), loadPage(file));
    }
    for (const file of listHtmlFiles(staticDir, (name) => name !== 'index.html' && name !== '404.html' && variantFile.test(name))) {
      const [, param = '', value] = variantFile.exec(path.basename(file)) ?? [];
      pages.set(variantKey(urlPathFor(staticDir, file), param, value?.slice(1)), loadPage(file));
    }
    for (const locale of locales) {
      const file = path.join(staticDir, localePrefix(locale), '404.html');
      if (existsSync(file)) notFoundPages.set(locale, loadPage(file));
    }
  }
  return {
    find: (urlPath) => pages.get(urlPath),
    findVariant(urlPath, query) {
      for (const [param, value] of query) {
        // An empty value is no value: the page renders as without the parameter.
        if (!value) continue;
        const page = pages.get(variantKey(urlPath, param, value)) ?? pages.get(variantKey(urlPath, param));
        if (page) return page;
      }
      return undefined;
    },
    notFound: (locale) => notFoundPages.get(locale),
    get size() {
      return pages.size;
    },
  };
}
