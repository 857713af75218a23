import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { splitLocale, type Locale } from '@shared/locales';
import { findPage } from '@shared/routes';
import { isSiteSearchable } from '@shared/site-search';
import { AppProviders } from '@web/app/app-providers';
import { pageHead, type HeadCopy, type HeadPageKey, type PageHead } from '@web/app/page-head';
import { Shell } from '@web/app/shell';
import { allLocaleTexts } from '@web/i18n/all-locale-texts';
import { createTranslate } from '@shared/messages/catalog';
import { pageStructuredData } from '@web/structured-data/page-structured-data';
import type { JsonLdGraph } from '@web/structured-data/json-ld';
import { loadEveryAreaCatalog } from '@web/i18n/area-catalog';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';
import { IslandRenderProvider } from './island';
import { pageFileName, standardPageFileName } from './page-files';
import { PageLocationProvider } from './page-location';

interface PageModule {
  default: ComponentType;
  /** A page of a route with parameters may describe its own head (an article's title, say). */
  head?: (params: Record<string, string | undefined>, locale: Locale, pageCopy: PageCopyInLocale) => HeadCopy;
}

const pageFiles = import.meta.glob<PageModule>('../pages/*-page.tsx', { eager: true });

function pageModule(page: HeadPageKey): PageModule {
  const module = pageFiles[`../pages/${pageFileName(page)}`] ?? pageFiles[`../pages/${standardPageFileName}`];
  if (!module) throw new Error(`No page module for ${page}`);
  return module;
}

export interface RenderedPage {
  html: string;
  page: HeadPageKey;
  head: PageHead;
  /** The page's JSON-LD, absolute to the site; none for pages not meant to be found. */
  structuredData: JsonLdGraph | undefined;
}

/** Loads what rendering a language needs beyond the site catalog: every area catalog (call before renderPage). */
export function prepareToRender(locale: Locale): Promise<void> {
  return loadEveryAreaCatalog(locale);
}

/**
 * Renders one URL to HTML at build time (scripts/prerender.ts). The page is
 * plain HTML in the browser; only its islands are hydrated there. `siteUrl`
 * is the origin the structured data's URLs are absolute to.
 */
export function renderPage(url: string, siteUrl: string): RenderedPage {
  const { pathname, search, searchParams } = new URL(url, 'http://prerender.local');
  const { locale, path } = splitLocale(pathname);
  const found = findPage(path);
  const page: HeadPageKey = found?.key ?? 'notFound';
  const { default: Page, head } = pageModule(page);
  const texts = allLocaleTexts[locale];
  const params = found?.params ?? {};
  const own = head?.(params, locale, texts.pageCopy);
  const pageHeadTags = pageHead({ page, pageCopy: texts.pageCopy, locale, englishPath: path, query: searchParams, own });
  const html = renderToString(
    <AppProviders {...texts}>
      <PageLocationProvider location={{ pathname, search }}>
        <IslandRenderProvider messages={texts.messages}>
          <Shell searchable={isSiteSearchable(page, pageHeadTags.indexable)}>
            <Page />
          </Shell>
        </IslandRenderProvider>
      </PageLocationProvider>
    </AppProviders>,
  );
  const structuredData = pageStructuredData({
    page,
    params,
    head: pageHeadTags,
    pageCopy: texts.pageCopy,
    homeLabel: createTranslate(locale, texts.messages)('nav.home'),
    siteUrl,
  });
  return { html, page, head: pageHeadTags, structuredData };
}
