import arPages from '@messages/ar/pages.json';
import arSite from '@messages/ar/site.json';
import enPages from '@messages/en/pages.json';
import enSite from '@messages/en/site.json';
import nlPages from '@messages/nl/pages.json';
import nlSite from '@messages/nl/site.json';
import { formatCatalog } from '@shared/messages/catalog';
import type { Locale } from '@shared/locales';
import type { LocaleTexts } from './locale-texts';

/** The texts of every language at once, for the prerenderer, the server's form answers and tests. */
export const allLocaleTexts: Record<Locale, LocaleTexts> = {
  en: { locale: 'en', messages: enSite, pageCopy: formatCatalog(enPages) },
  ar: { locale: 'ar', messages: arSite, pageCopy: formatCatalog(arPages) },
  nl: { locale: 'nl', messages: nlSite, pageCopy: formatCatalog(nlPages) },
};
