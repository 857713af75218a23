import { pageCopy } from '../../content/pages';
import { locales, localizePath, type Locale } from '../../src/shared/locales';
import { pageKeys, pagePath, type PageKey } from '../../src/shared/routes';

export interface RouteCase {
  key: PageKey;
  locale: Locale;
  url: string;
  heading: string;
}

/** A concrete URL for every route: dynamic routes get a real parameter. */
function concretePath(key: PageKey): string {
  return pagePath(key).replace(':tierSlug', 'professional');
}

export function routeCases(selectedLocales: readonly Locale[] = locales): RouteCase[] {
  return selectedLocales.flatMap((locale) =>
    pageKeys.map((key) => ({
      key,
      locale,
      url: localizePath(concretePath(key), locale),
      heading: pageCopy[key].heading[locale],
    })),
  );
}
