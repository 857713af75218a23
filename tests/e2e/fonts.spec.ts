import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { distDir } from '../../scripts/dist-dir';
import { builtFontFile, fontSubsets, inRanges, type CodePointRange, type FontSubset } from '../../scripts/font-subsets';
import { baseUrl, useBrowser, waitForHydration, withNewPage } from './support';

const pagesDir = path.join(distDir, 'client');
/** Where the texts of pages drawn in the browser (checkout, account, messages) live. */
const sourceDirs = ['content', 'src/web', 'src/shared'];
/** The Unicode blocks Noto Sans Arabic's full Arabic file covers (Arabic, Supplement, Extended, Presentation Forms). */
const arabicScript: CodePointRange[] = [
  [0x0600, 0x06ff],
  [0x0750, 0x077f],
  [0x0870, 0x08ff],
  [0xfb50, 0xfdff],
  [0xfe70, 0xfeff],
];
/** What Fontsource's full Latin files cover, but for control characters, which no font draws. */
const latinScript: CodePointRange[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && pattern.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** The text of every prerendered page, and the sources of the texts pages draw in the browser. */
async function siteTexts(): Promise<string[]> {
  const pages = await filesUnder(pagesDir, /\.html$/);
  expect(pages.length).toBeGreaterThan(150);
  const texts = await Promise.all(pages.map(async (page) => parse(await readFile(page, 'utf8')).textContent));
  const sources = (await Promise.all(sourceDirs.map((dir) => filesUnder(dir, /\.(ts|tsx|json)$/)))).flat();
  texts.push(...(await Promise.all(sources.map((source) => readFile(source, 'utf8')))));
  return texts;
}

/** Invisible format characters (the bidi isolates the message formatter puts around a name) draw no glyph. */
const formatCharacter = /\p{Cf}/u;

function charactersOutside(subset: FontSubset, script: CodePointRange[], texts: string[]): string[] {
  const drawn = (character: string) => inRanges(script, character) && !formatCharacter.test(character);
  const characters = new Set(texts.flatMap((text) => [...text].filter(drawn)));
  expect(characters.size).toBeGreaterThan(30);
  return [...characters].filter((character) => !inRanges(subset.ranges, character));
}

/** The font files a page downloads once it is interactive and has drawn what it fetches. */
async function fontsDownloadedBy(urlPath: string): Promise<string[]> {
  return withNewPage(browser(), async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto(`${baseUrl}${urlPath}`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    return fonts;
  });
}

const browser = useBrowser();

describe('the font subsets', () => {
  it('hold every Arabic and Latin character of the prerendered pages and of the texts drawn in the browser', async () => {
    const texts = await siteTexts();
    expect(charactersOutside(fontSubsets.arabic, arabicScript, texts)).toEqual([]);
    expect(charactersOutside(fontSubsets.interLatin, latinScript, texts)).toEqual([]);
    expect(fontSubsets.arabicLatin.ranges).toEqual(fontSubsets.interLatin.ranges);
  });

  it.each([
    { urlPath: '/membership', subsets: [fontSubsets.interLatin] },
    { urlPath: '/nl/membership', subsets: [fontSubsets.interLatin] },
    { urlPath: '/ar/membership', subsets: [fontSubsets.arabic, fontSubsets.arabicLatin] },
  ])('are the only fonts $urlPath downloads', async ({ urlPath, subsets }) => {
    const fonts = await fontsDownloadedBy(urlPath);
    const assets = await readdir(path.join(pagesDir, 'assets'));
    expect(fonts.toSorted()).toEqual(subsets.map((subset) => builtFontFile(assets, subset)).toSorted());
  });
});
