import { useLocation } from 'react-router';
import { splitLocale, type Locale, type Localized } from '@shared/locales';

/** The page's language comes from its URL prefix, on the server and in the browser alike. */
export function useLocale(): Locale {
  return splitLocale(useLocation().pathname).locale;
}

/** Picks the current language's text from a content field. */
export function useLocalized(): (text: Localized) => string {
  const locale = useLocale();
  return (text) => text[locale];
}
