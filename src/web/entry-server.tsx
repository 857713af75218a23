import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { splitLocale } from '@shared/locales';
import { AppProviders } from './app/app-providers';
import { isRouteHandle } from './app/document-head';
import { pageHead, type HeadPageKey, type PageHead } from './app/page-head';
import { allMessages } from './i18n/all-messages';
import { createI18n } from './i18n/create-i18n';
import { createQueryClient } from './lib/query-client';
import { createRoutes } from './router';

export interface RenderedPage {
  html: string;
  page: HeadPageKey;
  head: PageHead;
}

const handler = createStaticHandler(createRoutes());

/** Renders one URL to HTML at build time; the browser hydrates it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    throw new Error(`Prerendering ${url} returned a response (${context.status}) instead of a page`);
  }
  const match = context.matches.findLast((candidate) => isRouteHandle(candidate.route.handle));
  const handle = isRouteHandle(match?.route.handle) ? match.route.handle : undefined;
  const page = handle?.page ?? 'notFound';
  const { locale, path } = splitLocale(new URL(url, 'http://prerender.local').pathname);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <AppProviders i18n={createI18n(locale, allMessages[locale])} queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
  return { html, page, head: pageHead(page, locale, path, handle?.head?.(match?.params ?? {}, locale)) };
}
