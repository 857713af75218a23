/** A range of code points, first and last included. */
export type CodePointRange = readonly [number, number];

/**
 * Modern standard Arabic as the site writes it: the letters with their hamza
 * forms and tashkeel, tatweel, Arabic-Indic digits and separators (Intl writes
 * them for `ar`), Arabic comma, semicolon and question mark, and the joiners.
 */
const basicArabicRanges: CodePointRange[] = [
  [0x060c, 0x060c],
  [0x061b, 0x061c],
  [0x061f, 0x061f],
  [0x0621, 0x066d],
  [0x0670, 0x0670],
  [0x200c, 0x200d],
];

/**
 * Latin as the site writes it in English and Dutch, and between the Arabic:
 * printable ASCII, the lowercase accented letters of Dutch and of European
 * names, the typographic quotes, dashes and marks the texts use, the euro,
 * and the direction marks. Everything else of Latin-1 and General Punctuation
 * stays with Fontsource's full Latin file, which loads only when a page uses it.
 */
const basicLatinRanges: CodePointRange[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00a0],
  [0x00a9, 0x00a9],
  [0x00ab, 0x00ab],
  [0x00b7, 0x00b7],
  [0x00bb, 0x00bb],
  [0x00d7, 0x00d7],
  [0x00e0, 0x00ff],
  [0x200e, 0x200f],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2192, 0x2192],
];

export interface FontSubset {
  /** The file written, and the prefix of the hashed asset the build makes of it. */
  name: string;
  family: string;
  /** The Fontsource file the subset is cut from. */
  source: string;
  ranges: CodePointRange[];
}

/**
 * Each language's first paint needs one or two of these, and they are all it
 * downloads unless a text has a character outside them: Inter's Latin file is
 * 48 KB, Noto Sans Arabic's Arabic file 166 KB (most of it Persian, Urdu and
 * other languages' letters) and its Latin file 31 KB.
 */
export const fontSubsets = {
  interLatin: {
    name: 'inter-basic-latin',
    family: 'Inter Variable',
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ranges: basicLatinRanges,
  },
  arabic: {
    name: 'noto-sans-arabic-basic-arabic',
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2',
    ranges: basicArabicRanges,
  },
  arabicLatin: {
    name: 'noto-sans-arabic-basic-latin',
    family: 'Noto Sans Arabic Variable',
    source: '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-latin-wght-normal.woff2',
    ranges: basicLatinRanges,
  },
} as const satisfies Record<string, FontSubset>;

export function inRanges(ranges: readonly CodePointRange[], character: string): boolean {
  const codePoint = character.codePointAt(0) ?? 0;
  return ranges.some(([first, last]) => codePoint >= first && codePoint <= last);
}

/** The hashed file the build made of a subset, among the names of the built assets; no subset's name is another's with a suffix. */
export function builtFontFile(assets: readonly string[], subset: FontSubset): string | undefined {
  return assets.find((asset) => asset.startsWith(`${subset.name}-`) && asset.endsWith('.woff2'));
}
