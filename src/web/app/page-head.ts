import { pageCopy } from '@content/pages';
import { locales, localizePath, type Locale } from '@shared/locales';
import type { PageKey } from '@shared/routes';
import { site } from '@shared/site';

export type HeadPageKey = PageKey | 'notFound';

export interface PageHead {
  title: string;
  description: string;
  canonicalPath: string;
  alternates: Array<{ hrefLang: string; path: string }>;
}

/** Title, description and language alternates of a page: one source for the prerenderer and the browser. */
export function pageHead(page: HeadPageKey, locale: Locale, englishPath: string): PageHead {
  const copy = pageCopy[page];
  const siteName = site.name[locale];
  return {
    title: page === 'home' ? `${siteName} | ${copy.title[locale]}` : `${copy.title[locale]} | ${siteName}`,
    description: copy.description[locale],
    canonicalPath: localizePath(englishPath, locale),
    alternates: [
      ...locales.map((alternate) => ({ hrefLang: alternate, path: localizePath(englishPath, alternate) })),
      { hrefLang: 'x-default', path: englishPath },
    ],
  };
}
