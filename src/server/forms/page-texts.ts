import type { Locale } from '@shared/locales';
import { messagesOf } from '@shared/messages/messages-of';
import type { Translate } from '@shared/messages/catalog';
import { allLocaleTexts } from '@web/i18n/all-locale-texts';
import type { SiteMessages } from '@web/i18n/site-messages';

const siteMessages = messagesOf({ en: allLocaleTexts.en.messages, ar: allLocaleTexts.ar.messages, nl: allLocaleTexts.nl.messages });

/** The pages' own catalogs, so an answer without JavaScript says what the script would. */
export function pageTexts(locale: Locale): Translate<SiteMessages> {
  return siteMessages.in(locale);
}
