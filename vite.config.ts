import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { fontSubsetsPlugin } from './scripts/font-subsets-plugin.ts';
import { messagesPlugin } from './scripts/messages-plugin.ts';
import { themeBootScript } from './src/shared/theme.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** In development there is no prerenderer, so the dev server adds the theme boot script itself. */
function devThemeBootScript(): Plugin {
  return {
    name: 'dev-theme-boot-script',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('<!--app-head-->', `<script>${themeBootScript}</script>`),
  };
}

export default defineConfig({
  plugins: [fontSubsetsPlugin(), messagesPlugin(), react(), tailwindcss(), devThemeBootScript()],
  resolve: {
    alias: {
      '@shared': fromRoot('./src/shared'),
      '@server': fromRoot('./src/server'),
      '@web': fromRoot('./src/web'),
      '@content': fromRoot('./content'),
      '@messages': fromRoot('./messages'),
    },
  },
  build: {
    outDir: 'dist/client',
    manifest: true,
    target: 'es2022',
    assetsInlineLimit: 0,
    // Every browser the site supports knows modulepreload.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // main.tsx, which boot.ts imports once the page has painted, is an entry
      // too, so that its static imports carry the '$initial' tag.
      input: { index: fromRoot('./index.html'), main: fromRoot('./src/web/main.tsx') },
      output: {
        codeSplitting: {
          // Every page needs React and React Router, and everything main.tsx
          // imports, before it hydrates: two chunks, where automatic splitting
          // makes a dozen small ones (each a request, with its own import lines
          // and compression overhead) of the modules main.tsx shares with pages.
          groups: [
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 3 },
            {
              name: 'main',
              tags: ['$initial'],
              test: (id) => !/index\.html|boot\.ts$|hydration-modules\.ts$|\.css$/.test(id),
              priority: 1,
            },
          ],
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
    ],
  },
});
