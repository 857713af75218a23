import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { fontSubsets, type CodePointRange, type FontSubset } from './font-subsets.ts';

const outputDir = path.resolve('src/web/fonts/generated');
const cssFile = path.join(outputDir, 'font-subsets.css');
const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

function unicodeRange(ranges: readonly CodePointRange[]): string {
  return ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(',');
}

function characters(ranges: readonly CodePointRange[]): string {
  return ranges
    .flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, offset) => String.fromCodePoint(first + offset)))
    .join('');
}

/**
 * Every face is `optional`: a preloaded font that is not there when the page first renders
 * is not swapped in later (it is cached for the next page). A late swap moved
 * the text of a first visit on a slow connection: Noto Sans Arabic and Inter
 * do not measure like the fallback fonts (a shift of 0.165 on /ar).
 */
function fontFaceCss(subset: FontSubset): string {
  return `@font-face {
  font-family: '${subset.family}';
  font-style: normal;
  font-display: optional;
  font-weight: 100 900;
  src: url(./${subset.name}.woff2) format('woff2-variations');
  unicode-range: ${unicodeRange(subset.ranges)};
}
`;
}

async function writeSubset(subset: FontSubset): Promise<void> {
  const require = createRequire(import.meta.url);
  const fullFont = await readFile(require.resolve(subset.source));
  // harfbuzz keeps every glyph the characters can shape into (joining forms, ligatures, marks) and the weight axis.
  const subsetFile = await subsetFont(fullFont, characters(subset.ranges), { targetFormat: 'woff2' });
  await writeFile(path.join(outputDir, `${subset.name}.woff2`), subsetFile);
}

async function writeSubsets(): Promise<void> {
  await mkdir(outputDir, { recursive: true });
  const subsets = Object.values(fontSubsets);
  const css = `/* Written by scripts/font-subsets-plugin.ts. The only faces of the site's fonts: a character outside
   them (a name in another script) is drawn by the system's font, without another download. */
${subsets.map(fontFaceCss).join('')}`;
  await Promise.all([...subsets.map(writeSubset), writeFile(cssFile, css)]);
}

let written: Promise<void> | undefined;

/**
 * Pages preload subsets of their fonts cut to the characters the site writes
 * (scripts/font-subsets.ts) instead of Fontsource's files; they are written
 * once per build or dev server.
 */
export function fontSubsetsPlugin(): Plugin {
  return {
    name: 'font-subsets',
    buildStart() {
      written ??= writeSubsets();
      return written;
    },
  };
}
