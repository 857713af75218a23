import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { hydrationModulesId } from '../../src/web/hydration-modules';
import type { BenchRoute } from './routes';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface TransferSizes {
  raw: number;
  gzip: number;
  brotli: number;
}

export interface RouteBytes {
  path: string;
  js: TransferSizes;
  css: TransferSizes;
}

/** The module boot.ts imports once the page has painted; main.tsx then hydrates the page. */
const HYDRATION_ENTRY = 'src/web/main.tsx';

/** A chunk with everything it imports statically: what the browser fetches when it loads the chunk. */
function collectChunk(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collectChunk(manifest, imported, files);
}

/**
 * Scripts, module preloads and stylesheets the prerendered HTML references,
 * and the modules it lists for boot.ts to load before hydrating.
 */
function referencedAssets(html: string): string[] {
  const document = parse(html);
  const scripts = document.querySelectorAll('script[src]').map((element) => element.getAttribute('src'));
  const links = document.querySelectorAll('link[rel=modulepreload], link[rel=stylesheet]').map((element) => element.getAttribute('href'));
  const listed = JSON.parse(document.getElementById(hydrationModulesId)?.textContent ?? '[]') as string[];
  return [...scripts, ...links, ...listed].filter((url): url is string => Boolean(url)).map((url) => url.replace(/^\//, ''));
}

/** What the server sends for a file: its precompressed form when the build wrote one, else the file itself. */
function transferSizes(clientDir: string, file: string): TransferSizes {
  const full = path.join(clientDir, file);
  const raw = statSync(full).size;
  const sizeOr = (variant: string) => (existsSync(variant) ? statSync(variant).size : raw);
  return { raw, gzip: sizeOr(`${full}.gz`), brotli: sizeOr(`${full}.br`) };
}

function sum(sizes: TransferSizes[]): TransferSizes {
  return sizes.reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip, brotli: total.brotli + size.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** First-load JavaScript and CSS of each route, read from the build output. */
export function measureBytes(distDir: string, routes: BenchRoute[]): RouteBytes[] {
  const clientDir = path.join(distDir, 'client');
  const manifest = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const chunkByFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  return routes.map((route) => {
    const html = readFileSync(path.join(clientDir, route.prerenderedPath, 'index.html'), 'utf8');
    const files = new Set<string>();
    for (const asset of referencedAssets(html)) {
      const chunk = chunkByFile.get(asset);
      if (chunk) collectChunk(manifest, chunk, files);
      else files.add(asset);
    }
    collectChunk(manifest, HYDRATION_ENTRY, files);

    const ofType = (extension: string) =>
      sum([...files].filter((file) => file.endsWith(extension)).map((file) => transferSizes(clientDir, file)));
    return { path: route.path, js: ofType('.js'), css: ofType('.css') };
  });
}
