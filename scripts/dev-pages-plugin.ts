import { readFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import type { Plugin } from 'vite';
import { splitLocale } from '../src/shared/locales';
import type { prepareToRender as PrepareToRender, renderPage as RenderPage } from '../src/web/page-runtime/render-page';
import { pageDocument } from './page-document';

const renderModule = '/src/web/page-runtime/render-page.tsx';

function wantsPage(request: IncomingMessage): boolean {
  const url = request.url ?? '/';
  return (
    request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !url.startsWith('/api/') && !url.startsWith('/@')
  );
}

/**
 * In development the pages are rendered per request, with the same renderer
 * the build prerenders with, so islands hydrate there as in production.
 */
export function devPagesPlugin(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!wantsPage(request)) {
          next();
          return;
        }
        const url = request.url ?? '/';
        void (async () => {
          const template = await server.transformIndexHtml(url, await readFile('index.html', 'utf8'));
          const { renderPage, prepareToRender } = (await server.ssrLoadModule(renderModule)) as {
            renderPage: typeof RenderPage;
            prepareToRender: typeof PrepareToRender;
          };
          const locale = splitLocale(new URL(url, 'http://dev.local').pathname).locale;
          await prepareToRender(locale);
          const siteUrl = `http://localhost:${server.config.server.port}`;
          const rendered = renderPage(url, siteUrl);
          response.setHeader('content-type', 'text/html; charset=utf-8');
          response.end(pageDocument(template, rendered, { locale, siteUrl, extraHead: '' }));
        })().catch((error: unknown) => {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        });
      });
    },
  };
}
