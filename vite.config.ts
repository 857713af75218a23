import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { devPagesPlugin } from './scripts/dev-pages-plugin.ts';
import { fontSubsetsPlugin } from './scripts/font-subsets-plugin.ts';
import { messagesPlugin } from './scripts/messages-plugin.ts';

/**
 * The site is written against React's API and rendered by Preact (decision
 * 0056): the same components, a tenth of the framework's bytes on every page
 * with an island.
 */
const preactInPlaceOfReact = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/** Libraries written for React: bundled wherever they run, so that they too import Preact through the aliases. */
const reactLibraries = [
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  'lucide-react',
  /^@radix-ui\//,
  '@stripe/react-stripe-js',
];

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [fontSubsetsPlugin(), messagesPlugin(), tailwindcss(), devPagesPlugin()],
  // JSX compiles to `react/jsx-runtime`, which the aliases turn into Preact's.
  oxc: { jsx: { runtime: 'automatic', importSource: 'react' } },
  resolve: {
    alias: [
      ...preactInPlaceOfReact,
      ...Object.entries({
        '@shared': fromRoot('./src/shared'),
        '@server': fromRoot('./src/server'),
        '@web': fromRoot('./src/web'),
        '@content': fromRoot('./content'),
        '@messages': fromRoot('./messages'),
      }).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  ssr: { noExternal: reactLibraries },
  build: {
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports knows modulepreload.
    modulePreload: { polyfill: false },
    // Chunks are the browser's concern: the prerenderer and the server are one bundle each.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Shared modules under 6 KB go into each island that uses them
              // instead of a chunk of their own: a page loads one island, and
              // each small chunk cost a request whose headers weighed more than
              // its body (events: 27 scripts, 97.9 KB on the wire, now 10 and 84).
              experimentalInlineCommonChunks: { maxSize: 6 * 1024 },
              // Preact, its hooks and its compat layer in one chunk that every
              // island shares and the browser caches across pages; without the
              // group they would split into several small chunks, each a request.
              groups: [{ name: 'framework', test: /node_modules[\\/]preact[\\/]/, priority: 2 }],
            },
          },
        },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3001' },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          server: { deps: { inline: reactLibraries } },
          // Vitest's default leaves one of two cores idle; most files wait on PGlite, and two at a time cut the suite by a third (636 → 459 s).
          maxWorkers: 2,
          include: ['src/**/*.test.{ts,tsx}', 'content/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.spec.ts'],
          // Specs mostly wait on the one shared Chromium; two at a time keep both cores busy.
          maxWorkers: 2,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'long-tasks',
          include: ['tests/long-tasks/**/*.spec.ts'],
          // One page at a time, after every other test: a task's length on two cores depends on what else runs.
          maxWorkers: 1,
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}));
