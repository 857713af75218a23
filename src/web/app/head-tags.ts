import type { PageHead } from './page-head';

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
    meta({ property: 'og:locale', content: head.locale }),
    meta({ name: 'twitter:card', content: 'summary' }),
  ];
}
