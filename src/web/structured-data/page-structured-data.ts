import type { Thing } from 'schema-dts';
import { events } from '@content/events/events';
import { findArticle } from '@content/news/articles';
import { localizePath, type Locale } from '@shared/locales';
import type { PageKey } from '@shared/routes';
import type { HeadPageKey, PageHead } from '@web/app/page-head';
import { parentPage } from '@web/app/parent-page';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';
import { breadcrumbListJsonLd, type TrailStep } from './breadcrumb-list';
import { eventJsonLd, eventPageUrl } from './event';
import { jsonLdGraph, siteHref, type JsonLdGraph } from './json-ld';
import { newsArticleJsonLd } from './news-article';
import { organizationJsonLd } from './organization';
import { websiteJsonLd } from './website';

export interface StructuredDataSource {
  page: HeadPageKey;
  params: Record<string, string | undefined>;
  head: PageHead;
  pageCopy: PageCopyInLocale;
  /** The first step of every trail, as the visible breadcrumb names it. */
  homeLabel: string;
  siteUrl: string;
}

/** Home, then each page up the path that is a page of its own, then this page: the steps the visible breadcrumbs show. */
function trailOf(page: PageKey, head: PageHead, source: StructuredDataSource, canonicalPath: string): TrailStep[] {
  const ancestors: TrailStep[] = [];
  for (let parent = parentPage(page); parent; parent = parentPage(parent.key)) {
    ancestors.unshift({ name: source.pageCopy[parent.key].heading, path: localizePath(parent.path, head.locale) });
  }
  return [{ name: source.homeLabel, path: localizePath('/', head.locale) }, ...ancestors, { name: head.heading, path: canonicalPath }];
}

function pageNodes(page: PageKey, source: StructuredDataSource, pageUrl: string, locale: Locale): Thing[] {
  const origin = new URL(pageUrl).origin;
  if (page === 'events') return events.map((event) => eventJsonLd(event, locale, eventPageUrl(event.id, locale, origin)));
  if (page === 'eventDetail') {
    const event = events.find((candidate) => candidate.id === source.params.eventId);
    return event ? [eventJsonLd(event, locale, pageUrl)] : [];
  }
  if (page === 'newsArticle') {
    const article = findArticle(source.params.articleId ?? '');
    return article ? [newsArticleJsonLd(article, locale, pageUrl, siteHref(source.siteUrl, source.head.ogImage.path))] : [];
  }
  return [];
}

/**
 * The JSON-LD of a page (0047): on every indexed page the chamber and the
 * site in the page's language, on inner pages the trail, on the events page
 * every event and on an article the article. Private pages, shells and the
 * 404 page have none: they are not meant to be found.
 */
export function pageStructuredData(source: StructuredDataSource): JsonLdGraph | undefined {
  const { page, head, siteUrl } = source;
  if (page === 'notFound' || !head.indexable || head.canonicalPath === undefined) return undefined;
  const { locale } = head;
  const nodes: Thing[] = [organizationJsonLd(locale, siteUrl), websiteJsonLd(locale, siteUrl)];
  if (page !== 'home') nodes.push(breadcrumbListJsonLd(trailOf(page, head, source, head.canonicalPath), siteUrl));
  nodes.push(...pageNodes(page, source, siteHref(siteUrl, head.canonicalPath), locale));
  return jsonLdGraph(nodes);
}
