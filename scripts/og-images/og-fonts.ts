import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/** A font as satori takes it. */
export interface OgFont {
  name: string;
  data: Buffer;
  weight: 400 | 700;
  style: 'normal';
}

/** The scripts of IBM Plex Sans Arabic's files: its Latin is IBM Plex Sans, so one family draws all three languages. */
const subsets = ['arabic', 'latin', 'latin-ext'] as const;
export type OgFontSubset = (typeof subsets)[number];

/** The family name satori knows each subset by. */
export function ogFontFamily(subset: OgFontSubset): string {
  return `Plex ${subset}`;
}

const weights = [400, 700] as const;

/**
 * IBM Plex Sans Arabic in static weights, as WOFF: the site's own Inter and
 * Noto Sans Arabic ship only as variable WOFF2, which satori draws at their
 * default (regular) weight, and a preview's title wants bold.
 */
export async function loadOgFonts(): Promise<OgFont[]> {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('@fontsource/ibm-plex-sans-arabic/package.json'));
  return Promise.all(
    subsets.flatMap((subset) =>
      weights.map(async (weight) => ({
        name: ogFontFamily(subset),
        data: await readFile(path.join(packageDir, 'files', `ibm-plex-sans-arabic-${subset}-${weight}-normal.woff`)),
        weight,
        style: 'normal' as const,
      })),
    ),
  );
}
