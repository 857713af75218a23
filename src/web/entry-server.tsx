import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { splitLocale } from '@shared/locales';
import { AppProviders } from './app/app-providers';
import { matchPage } from './app/current-route';
import { pageHead, type HeadPageKey, type PageHead } from './app/page-head';
import { allLocaleTexts } from './i18n/all-locale-texts';
import { createRoutes } from './router';
import { loadRouteModules } from './routing/route-modules';
import { RouteTable } from './routing/route-table';

export interface RenderedPage {
  html: string;
  page: HeadPageKey;
  head: PageHead;
}

const routes = createRoutes();

/** Renders one URL to HTML at build time; the browser hydrates it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const { pathname, searchParams } = new URL(url, 'http://prerender.local');
  await loadRouteModules(routes, pathname);
  const { page, handle, params } = matchPage(routes, pathname);
  const { locale, path } = splitLocale(pathname);
  const texts = allLocaleTexts[locale];
  const html = renderToString(
    <AppProviders {...texts}>
      <StaticRouter location={url}>
        <RouteTable routes={routes} />
      </StaticRouter>
    </AppProviders>,
  );
  const own = handle?.head?.(params, locale, texts.pageCopy);
  return { html, page, head: pageHead({ page, pageCopy: texts.pageCopy, locale, englishPath: path, query: searchParams, own }) };
}
