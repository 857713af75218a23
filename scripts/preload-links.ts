import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { Locale } from '../src/shared/locales';
import type { HeadPageKey } from '../src/web/app/page-head';
import { pageFileName, standardPageFileName } from '../src/web/page-files';

/**
 * The font files a page's text needs at first paint: Inter's Latin subset, and
 * on Arabic pages (set in Noto Sans Arabic) its Arabic and Latin subsets. The
 * other subsets load only if a page uses their characters.
 */
const firstPaintFonts: Record<Locale, RegExp[]> = {
  en: [/^inter-latin-wght-normal-.*\.woff2$/],
  nl: [/^inter-latin-wght-normal-.*\.woff2$/],
  ar: [/^noto-sans-arabic-arabic-wght-normal-.*\.woff2$/, /^noto-sans-arabic-latin-wght-normal-.*\.woff2$/],
};

/** A chunk and everything it imports, unless the page already asks for it. */
function chunkClosure(manifest: Manifest, key: string, known: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || known.has(key)) return [];
  known.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, known))];
}

/**
 * The preload links of one prerendered page: its fonts, and the code and texts
 * the browser loads before hydrating it, which it would otherwise discover only
 * once the entry script has run.
 */
export async function preloadLinks(clientDir: string): Promise<(page: HeadPageKey, locale: Locale) => string> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const pageModule = (page: HeadPageKey) => {
    const own = `src/web/pages/${pageFileName(page)}`;
    return own in manifest ? own : `src/web/pages/${standardPageFileName}`;
  };

  return (page, locale) => {
    const fonts = firstPaintFonts[locale]
      .map((pattern) => assets.find((file) => pattern.test(file)))
      .filter((font) => font !== undefined)
      .map((font) => `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`);
    // The entry and its imports are in the page already.
    const known = new Set<string>();
    chunkClosure(manifest, 'index.html', known);
    const modules = [pageModule(page), `src/web/i18n/messages/${locale}.json`, `content/pages.ts?locale=${locale}`]
      .flatMap((key) => chunkClosure(manifest, key, known))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
    return [...fonts, ...modules].join('\n    ');
  };
}
