import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

/**
 * Modern standard Arabic as the site writes it: the letters with their hamza
 * forms and tashkeel, tatweel, Arabic-Indic digits and separators (Intl writes
 * them for `ar`), Arabic comma, semicolon and question mark, and the joiners.
 */
export const basicArabicRanges: ReadonlyArray<readonly [number, number]> = [
  [0x060c, 0x060c],
  [0x061b, 0x061c],
  [0x061f, 0x061f],
  [0x0621, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200d],
];

const outputDir = path.resolve('src/web/fonts/generated');
export const basicArabicFontFile = path.join(outputDir, 'noto-sans-arabic-basic.woff2');
const cssFile = path.join(outputDir, 'noto-sans-arabic-basic.css');

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

function fontFaceCss(): string {
  const unicodeRange = basicArabicRanges
    .map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`))
    .join(',');
  return `/* Written by scripts/arabic-font-subset-plugin.ts. Declared after Fontsource's faces, so it is
   tried first for these characters; the full Arabic face loads only for characters outside them. */
@font-face {
  font-family: 'Noto Sans Arabic Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(./noto-sans-arabic-basic.woff2) format('woff2-variations');
  unicode-range: ${unicodeRange};
}
`;
}

async function writeSubset(): Promise<void> {
  const require = createRequire(import.meta.url);
  const fullFont = await readFile(
    require.resolve('@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2'),
  );
  const characters = basicArabicRanges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)))
    .join('');
  // harfbuzz keeps every glyph the characters can shape into (joining forms, ligatures, marks) and the weight axis.
  const subset = await subsetFont(fullFont, characters, { targetFormat: 'woff2' });
  await mkdir(outputDir, { recursive: true });
  await Promise.all([writeFile(basicArabicFontFile, subset), writeFile(cssFile, fontFaceCss())]);
}

let written: Promise<void> | undefined;

/**
 * Noto Sans Arabic's Arabic file is 166 KB, most of it for Persian, Urdu and
 * other languages' letters. Arabic pages preload a subset of the letters the
 * site writes (about 35 KB) instead; it is written once per build or dev server.
 */
export function arabicFontSubsetPlugin(): Plugin {
  return {
    name: 'arabic-font-subset',
    buildStart() {
      written ??= writeSubset();
      return written;
    },
  };
}
