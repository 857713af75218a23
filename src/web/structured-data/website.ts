import type { SearchAction, WebSite } from 'schema-dts';
import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { organizationId, siteHref } from './json-ld';

/** Where the site search answers a query, in each language (the search page of issue 23). */
export const searchPath = '/search';

/** Google's sitelinks search box reads `query-input`, which schema.org's vocabulary (and so schema-dts) lacks. */
type SearchActionWithInput = Exclude<SearchAction, string> & { 'query-input': string };

/** The site in one language, with the search a visitor can run on it. */
export function websiteJsonLd(locale: Locale, siteUrl: string): WebSite {
  const home = siteHref(siteUrl, localizePath('/', locale));
  const search: SearchActionWithInput = {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${siteHref(siteUrl, localizePath(searchPath, locale))}?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  };
  return {
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name: site.name[locale],
    alternateName: site.shortName,
    url: home,
    inLanguage: locale,
    publisher: { '@id': organizationId(siteUrl) },
    potentialAction: search,
  };
}
