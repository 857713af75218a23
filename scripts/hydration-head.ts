import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { Locale } from '../src/shared/locales';
import type { HeadPageKey } from '../src/web/app/page-head';
import { hydrationModulesId } from '../src/web/hydration-modules';
import { pageFileName, standardPageFileName } from '../src/web/page-files';
import { isStaticPage } from '../src/web/static-pages';
import { builtFontFile, fontSubsets, type FontSubset } from './font-subsets';
import { compiledCatalogId } from './messages-plugin';

/**
 * The fonts a page's text needs at first paint: subsets of Inter's Latin, and
 * on Arabic pages (set in Noto Sans Arabic) of its Arabic and its Latin
 * (font-subsets.ts). The other files load only if a page uses their characters.
 */
const firstPaintFonts: Record<Locale, FontSubset[]> = {
  en: [fontSubsets.interLatin],
  nl: [fontSubsets.interLatin],
  ar: [fontSubsets.arabic, fontSubsets.arabicLatin],
};

/** A chunk and everything it imports, unless the page already asks for it. */
function chunkClosure(manifest: Manifest, key: string, known: Set<string>): string[] {
  const chunk = manifest[key];
  if (!chunk || known.has(key)) return [];
  known.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkClosure(manifest, imported, known))];
}

/**
 * What one prerendered page adds to its head: preloads of its fonts, and the
 * list of modules the browser loads before hydrating it (its messages, and
 * unless the page is static and keeps its prerendered HTML, its page module and
 * the page copy; with their imports), which boot.ts fetches together once the
 * page has painted instead of discovering them one import after another.
 */
export async function hydrationHead(clientDir: string): Promise<(page: HeadPageKey, locale: Locale) => string> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const pageModule = (page: HeadPageKey) => {
    const own = `src/web/pages/${pageFileName(page)}`;
    return own in manifest ? own : `src/web/pages/${standardPageFileName}`;
  };

  return (page, locale) => {
    const fonts = firstPaintFonts[locale]
      .map((subset) => {
        const file = builtFontFile(assets, subset);
        if (!file) throw new Error(`The build has no font file for ${subset.name}`);
        return file;
      })
      .map((font) => `<link rel="preload" href="/assets/${font}" as="font" type="font/woff2" crossorigin>`);
    const known = new Set<string>();
    const messages = compiledCatalogId(`messages/${locale}/site.json`);
    const ownCode = isStaticPage(page) ? [] : [pageModule(page), compiledCatalogId(`messages/${locale}/pages.json`)];
    const roots = ['src/web/main.tsx', messages, ...ownCode];
    const unbuilt = roots.filter((key) => !(key in manifest));
    if (unbuilt.length > 0) throw new Error(`The build manifest has no ${unbuilt.join(', ')}`);
    const modules = roots.flatMap((key) => chunkClosure(manifest, key, known)).map((file) => `/${file}`);
    const moduleList = `<script type="application/json" id="${hydrationModulesId}">${JSON.stringify(modules)}</script>`;
    return [...fonts, moduleList].join('\n    ');
  };
}
