import { locales, localizePath, type Locale } from '@shared/locales';
import { isIndexablePage } from '@shared/page-variants';
import { isShellPath, type PageKey } from '@shared/routes';
import { site } from '@shared/site';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';

export type HeadPageKey = PageKey | 'notFound';

/** The title and description of one page of a dynamic route, e.g. one news article. */
export interface HeadCopy {
  title: string;
  description: string;
}

/** Everything the head says about one page; `headTags()` turns it into tags. */
export interface PageHead {
  locale: Locale;
  siteName: string;
  title: string;
  /** The page's own name as its h1 says it: the last step of its trail and the text of its Open Graph image. */
  heading: string;
  description: string;
  /**
   * Absent for a dynamic route's shell (the checkout, a member's page in the
   * back office): one document serves every tier or member, so no one URL is
   * its own; those pages are not indexed either.
   */
  canonicalPath: string | undefined;
  alternates: Array<{ hrefLang: string; path: string }>;
  /** False for private pages (0016), query variants and the 404 page, which ask search engines not to index them. */
  indexable: boolean;
  /** The preview image link previews show (0047): an indexed page's own, else the site's in the page's language. */
  ogImage: { path: string; alt: string };
}

/**
 * Where the build writes a page's Open Graph image: /og/<locale><path>.png,
 * the home page's as /og/<locale>/home.png.
 */
export function ogImagePath(englishPath: string, locale: Locale): string {
  return `/og/${locale}${englishPath === '/' ? '/home' : englishPath}.png`;
}

export interface PageHeadSource {
  page: HeadPageKey;
  pageCopy: PageCopyInLocale;
  locale: Locale;
  /** The page's path without its language prefix. */
  englishPath: string;
  query: URLSearchParams;
  /** Replaces the route's copy for pages of a dynamic route. */
  own?: HeadCopy | undefined;
}

/** The head of a page: one source for the prerenderer and the browser after navigation. */
export function pageHead({ page, pageCopy, locale, englishPath, query, own }: PageHeadSource): PageHead {
  const siteName = site.name[locale];
  const title = own?.title ?? pageCopy[page].title;
  const fullTitle = page === 'home' ? `${siteName} | ${title}` : `${title} | ${siteName}`;
  const shell = isShellPath(englishPath);
  const indexable = page !== 'notFound' && isIndexablePage(page, query);
  return {
    locale,
    siteName,
    title: fullTitle,
    heading: own?.title ?? pageCopy[page].heading,
    description: own?.description ?? pageCopy[page].description,
    canonicalPath: shell ? undefined : localizePath(englishPath, locale),
    alternates: shell
      ? []
      : [
          ...locales.map((alternate) => ({ hrefLang: alternate, path: localizePath(englishPath, alternate) })),
          { hrefLang: 'x-default', path: englishPath },
        ],
    indexable,
    ogImage: indexable ? { path: ogImagePath(englishPath, locale), alt: fullTitle } : { path: ogImagePath('/', locale), alt: siteName },
  };
}
