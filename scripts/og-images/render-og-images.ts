import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import satori from 'satori';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from '../../src/web/app/head-tags';
import { readBrandColours, type BrandColours } from './brand-colours';
import { OgCard, type OgCardText } from './og-card';
import { loadOgFonts, type OgFont } from './og-fonts';

/** One image to write: where (a path under the client folder, as og:image names it) and what it says. */
export interface OgImageJob {
  path: string;
  text: OgCardText;
}

export interface OgImageReport {
  images: number;
  drawn: number;
  seconds: number;
}

/** Images being drawn at once: satori lays one out while resvg rasterises others on libuv's threads. */
const IN_FLIGHT = 4;

/** The card's drawing code, part of every image's cache key: a changed design redraws every image. */
const designFiles = ['og-card.tsx', 'og-fonts.ts', 'brand-colours.ts'].map((file) => path.join(import.meta.dirname, file));

async function designHash(colours: BrandColours): Promise<string> {
  const hash = createHash('sha256').update(JSON.stringify(colours));
  for (const file of designFiles) hash.update(await readFile(file));
  return hash.digest('hex');
}

function cacheKey(design: string, text: OgCardText): string {
  return createHash('sha256').update(design).update(JSON.stringify(text)).digest('hex').slice(0, 32);
}

async function cached(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

async function draw(text: OgCardText, colours: BrandColours, fonts: OgFont[]): Promise<Buffer> {
  const svg = await satori(OgCard({ text, colours }), { width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT, fonts });
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/**
 * Writes every page's Open Graph image (0047). An image whose text and
 * design are unchanged comes from the cache folder (by content hash), so a
 * rebuild draws only what changed; the rest are drawn a few at a time.
 * Cached images this build did not use are removed.
 */
export async function renderOgImages(jobs: OgImageJob[], clientDir: string, cacheDir: string): Promise<OgImageReport> {
  const startedAt = performance.now();
  const colours = await readBrandColours();
  const design = await designHash(colours);
  let fonts: Promise<OgFont[]> | undefined;
  let drawn = 0;
  await mkdir(cacheDir, { recursive: true });

  const used = new Set<string>();
  const writeOne = async (job: OgImageJob) => {
    const cacheName = `${cacheKey(design, job.text)}.png`;
    used.add(cacheName);
    const cacheFile = path.join(cacheDir, cacheName);
    let png = await cached(cacheFile);
    if (!png) {
      fonts ??= loadOgFonts();
      png = await draw(job.text, colours, await fonts);
      drawn += 1;
      await writeFile(cacheFile, png);
    }
    const file = path.join(clientDir, job.path);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, png);
  };

  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) await writeOne(job);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  // What this build did not use is an old design or an old title: the cache keeps only the current set.
  const stale = (await readdir(cacheDir)).filter((name) => !used.has(name));
  await Promise.all(stale.map((name) => rm(path.join(cacheDir, name))));
  return { images: jobs.length, drawn, seconds: (performance.now() - startedAt) / 1000 };
}
