import { locales, localizePath, type Locale } from '@shared/locales';
import type { PageKey } from '@shared/routes';
import { site } from '@shared/site';
import type { PageCopyInLocale } from '@web/i18n/locale-texts';

export type HeadPageKey = PageKey | 'notFound';

/** The title and description of one page of a dynamic route, e.g. one news article. */
export interface HeadCopy {
  title: string;
  description: string;
}

export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  alternates: Array<{ hrefLang: string; path: string }>;
}

/**
 * Title, description and language alternates of a page: one source for the
 * prerenderer and the browser. `own` replaces the route's copy for pages of a
 * dynamic route.
 */
export function pageHead(page: HeadPageKey, pageCopy: PageCopyInLocale, locale: Locale, englishPath: string, own?: HeadCopy): PageHead {
  const siteName = site.name[locale];
  const title = own?.title ?? pageCopy[page].title;
  return {
    title: page === 'home' ? `${siteName} | ${title}` : `${title} | ${siteName}`,
    description: own?.description ?? pageCopy[page].description,
    canonicalPath: localizePath(englishPath, locale),
    alternates: [
      ...locales.map((alternate) => ({ hrefLang: alternate, path: localizePath(englishPath, alternate) })),
      { hrefLang: 'x-default', path: englishPath },
    ],
  };
}
