import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { RunScript } from './bidi-runs';
import { woffToSfnt } from './woff-to-sfnt';

export type FontWeight = 'regular' | 'bold';

/**
 * IBM Plex Sans Arabic's static WOFF files from @fontsource/ibm-plex-sans-arabic
 * (OFL): its Arabic subset for Arabic and its Latin subset, the same family's
 * Latin design, for everything else, since the Arabic subset has no Latin
 * digits or punctuation. Both subsets share one set of vertical metrics, so
 * runs of the two line up on one baseline.
 *
 * Not Noto Sans Arabic, the website's font: it draws many letters as a dotless
 * base shared by several letters plus separate dots, so a PDF's map from glyphs
 * back to characters cannot tell ب, ت and ن apart, and copying, searching or
 * reading the document aloud gives wrong letters. Plex has a glyph of its own
 * for every form of every letter. (Its WOFF2 files are not used: fontkit fails
 * on WOFF2 when subsetting a font for embedding.)
 */
const fontFiles: Record<RunScript, Record<FontWeight, string>> = {
  arabic: { regular: 'ibm-plex-sans-arabic-arabic-400-normal.woff', bold: 'ibm-plex-sans-arabic-arabic-600-normal.woff' },
  latin: { regular: 'ibm-plex-sans-arabic-latin-400-normal.woff', bold: 'ibm-plex-sans-arabic-latin-600-normal.woff' },
};

export interface PdfFont {
  /** The name the font is registered under in a document. */
  name: string;
  data: Buffer;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, Buffer>();

/** The font for one script and weight, read from node_modules and unpacked once per process. */
export function pdfFont(script: RunScript, weight: FontWeight): PdfFont {
  const file = fontFiles[script][weight];
  const data = loaded.get(file) ?? woffToSfnt(readFileSync(require.resolve(`@fontsource/ibm-plex-sans-arabic/files/${file}`)));
  loaded.set(file, data);
  return { name: `${script}-${weight}`, data };
}
