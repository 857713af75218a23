import { rm } from 'node:fs/promises';
import { build } from 'vite';
import { compressStaticFiles } from './compress';
import { distDir } from './dist-dir';
import { prerender } from './prerender';
import { buildSiteUrl } from './site-url';
import { ConfigError } from '../src/server/config';

/**
 * The whole production build: the browser bundle, the prerenderer's server
 * bundle, the Fastify server bundle, the staff command line, then every page rendered to HTML and every
 * text file precompressed.
 */
async function main() {
  const startedAt = performance.now();
  // Read before Vite's builds, which set NODE_ENV to production: a development
  // build keeps its local default, and a production build without one stops here.
  const siteUrl = buildSiteUrl();
  await rm(distDir, { recursive: true, force: true });
  await build({ logLevel: 'warn', build: { outDir: `${distDir}/client` } });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/web/page-runtime/render-page.tsx', outDir: `${distDir}/ssr`, manifest: false, copyPublicDir: false },
  });
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/server/index.ts', outDir: `${distDir}/server`, manifest: false, copyPublicDir: false },
  });
  // The staff command line, for installs that ship dist/ without the sources and tsx (`node dist/staff-cli/staff-cli.js`).
  await build({
    logLevel: 'warn',
    build: { ssr: 'src/server/staff/staff-cli.ts', outDir: `${distDir}/staff-cli`, manifest: false, copyPublicDir: false },
  });
  const { pages, ogImages } = await prerender(siteUrl);
  const compressed = await compressStaticFiles(`${distDir}/client`);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `build: ${pages} pages prerendered, ${ogImages.images} Open Graph images (${ogImages.drawn} drawn, the rest cached, ${ogImages.seconds.toFixed(1)}s), ${compressed} files precompressed in ${seconds}s`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `build stopped: ${error.problems.join('; ')}` : error);
  process.exit(1);
});
