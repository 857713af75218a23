import arSite from '@messages/ar/site.json';
import enSite from '@messages/en/site.json';
import nlSite from '@messages/nl/site.json';
import type { Locale } from '@shared/locales';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

const siteMessages = messagesOf({ en: enSite, ar: arSite, nl: nlSite });

/** The pages' own catalog, so an answer without JavaScript says what the script would. */
export function pageTexts(locale: Locale): Translate<typeof enSite> {
  return siteMessages.in(locale);
}
