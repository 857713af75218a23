// Relative, not @shared: vite.config.ts loads this file (through scripts/page-document.ts) before aliases exist.
import { locales, type Locale } from '../../shared/locales';
import type { PageHead } from './page-head';

/** Open Graph names a language with its region, as the chamber's two countries and the international English. */
const openGraphLocales: Record<Locale, string> = { en: 'en_US', ar: 'ar_QA', nl: 'nl_NL' };

/** The size the build draws every Open Graph image at (scripts/og-images). */
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** One tag of the page's head: the title, or a meta or link element with its attributes in document order. */
export type HeadTag = { element: 'title'; text: string } | { element: 'meta' | 'link'; attributes: Record<string, string> };

/**
 * The tags a page's head consists of, in order. The prerenderer writes them as
 * HTML and `DocumentHead` writes them into the document after client-side
 * navigation, so both always agree. `siteUrl` is the origin canonical URLs
 * are absolute to.
 */
export function headTags(head: PageHead, siteUrl: string): HeadTag[] {
  const absolute = (urlPath: string) => `${siteUrl}${urlPath}`;
  const meta = (attributes: Record<string, string>): HeadTag => ({ element: 'meta', attributes });
  const link = (attributes: Record<string, string>): HeadTag => ({ element: 'link', attributes });
  return [
    { element: 'title', text: head.title },
    meta({ name: 'description', content: head.description }),
    ...(head.indexable ? [] : [meta({ name: 'robots', content: 'noindex' })]),
    ...(head.canonicalPath === undefined ? [] : [link({ rel: 'canonical', href: absolute(head.canonicalPath) })]),
    ...head.alternates.map((alternate) => link({ rel: 'alternate', hreflang: alternate.hrefLang, href: absolute(alternate.path) })),
    meta({ property: 'og:type', content: 'website' }),
    meta({ property: 'og:site_name', content: head.siteName }),
    meta({ property: 'og:title', content: head.title }),
    meta({ property: 'og:description', content: head.description }),
    ...(head.canonicalPath === undefined ? [] : [meta({ property: 'og:url', content: absolute(head.canonicalPath) })]),
    meta({ property: 'og:image', content: absolute(head.ogImage.path) }),
    meta({ property: 'og:image:type', content: 'image/png' }),
    meta({ property: 'og:image:width', content: String(OG_IMAGE_WIDTH) }),
    meta({ property: 'og:image:height', content: String(OG_IMAGE_HEIGHT) }),
    meta({ property: 'og:image:alt', content: head.ogImage.alt }),
    meta({ property: 'og:locale', content: openGraphLocales[head.locale] }),
    ...(head.alternates.length === 0
      ? []
      : locales
          .filter((locale) => locale !== head.locale)
          .map((locale) => meta({ property: 'og:locale:alternate', content: openGraphLocales[locale] }))),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
  ];
}
