import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { basicArabicRanges } from '../../scripts/arabic-font-subset-plugin';
import { distDir } from '../../scripts/dist-dir';
import { baseUrl, newPage, useBrowser, waitForHydration } from './support';

const arabicPagesDir = path.join(distDir, 'client', 'ar');
/** Where the texts of pages drawn in the browser (checkout, account, messages) live. */
const sourceDirs = ['content', 'src/web', 'src/shared'];
/** The Unicode blocks Noto Sans Arabic's full Arabic file covers (Arabic, Supplement, Extended, Presentation Forms). */
const arabicScript = /[\u0600-\u06FF\u0750-\u077F\u0870-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/gu;

const inBasicSubset = (character: string) => {
  const codePoint = character.codePointAt(0) ?? 0;
  return basicArabicRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
};

const browser = useBrowser();

describe('the Arabic font subset', () => {
  it('holds every Arabic character of the prerendered Arabic pages and of the texts drawn in the browser', async () => {
    const entries = await readdir(arabicPagesDir, { recursive: true, withFileTypes: true });
    const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(40);
    const texts = await Promise.all(
      pages.map(async (page) => parse(await readFile(path.join(page.parentPath, page.name), 'utf8')).textContent),
    );
    for (const dir of sourceDirs) {
      const files = await readdir(dir, { recursive: true, withFileTypes: true });
      const sources = files.filter((file) => file.isFile() && /\.(ts|tsx|json)$/.test(file.name));
      texts.push(...(await Promise.all(sources.map((file) => readFile(path.join(file.parentPath, file.name), 'utf8')))));
    }
    const characters = new Set(texts.flatMap((text) => [...text.matchAll(arabicScript)].map(([character]) => character)));
    expect(characters.size).toBeGreaterThan(30);
    expect([...characters].filter((character) => !inBasicSubset(character))).toEqual([]);
  });

  it('is the only Arabic font an Arabic page downloads', async () => {
    const { page, close } = await newPage(browser());
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(path.basename(new URL(request.url()).pathname));
    });
    await page.goto(`${baseUrl}/ar/membership`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await close();
    expect(fonts.filter((font) => font.startsWith('noto-sans-arabic-basic-'))).toHaveLength(1);
    expect(fonts.filter((font) => font.startsWith('noto-sans-arabic-arabic-'))).toEqual([]);
  });
});
