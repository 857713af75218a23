import { locales, localizePath, type Locale } from '@shared/locales';
import { isPageVariant } from '@shared/page-variants';
import { indexablePageKeys, isShellPath, type PageKey } from '@shared/routes';
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
  const shell = isShellPath(englishPath);
  return {
    locale,
    siteName,
    title: page === 'home' ? `${siteName} | ${title}` : `${title} | ${siteName}`,
    description: own?.description ?? pageCopy[page].description,
    canonicalPath: shell ? undefined : localizePath(englishPath, locale),
    alternates: shell
      ? []
      : [
          ...locales.map((alternate) => ({ hrefLang: alternate, path: localizePath(englishPath, alternate) })),
          { hrefLang: 'x-default', path: englishPath },
        ],
    indexable: page !== 'notFound' && indexablePageKeys.includes(page) && !isPageVariant(page, query),
  };
}
