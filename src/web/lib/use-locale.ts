import type { Localized } from '@shared/locales';
import { useLocale } from '@web/page-runtime/page-location';

export { useLocale };

/** Picks the current language's text from a content field. */
export function useLocalized(): (text: Localized) => string {
  const locale = useLocale();
  return (text) => text[locale];
}
