import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '../src/shared/locales';
import { builtFontFile, fontSubsets, type FontSubset } from './font-subsets';

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

/** The preload links of each language's first-paint fonts, as HTML for the head. */
export async function fontPreloads(clientDir: string): Promise<(locale: Locale) => string> {
  const assets = await readdir(path.join(clientDir, 'assets'));
  return (locale) =>
    firstPaintFonts[locale]
      .map((subset) => {
        const file = builtFontFile(assets, subset);
        if (!file) throw new Error(`The build has no font file for ${subset.name}`);
        return `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`;
      })
      .join('\n    ');
}
