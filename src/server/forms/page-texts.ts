import arAccount from '@messages/ar/account.json';
import enAccount from '@messages/en/account.json';
import nlAccount from '@messages/nl/account.json';
import arSite from '@messages/ar/site.json';
import enSite from '@messages/en/site.json';
import nlSite from '@messages/nl/site.json';
import type { Locale } from '@shared/locales';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

const siteMessages = messagesOf({ en: enSite, ar: arSite, nl: nlSite });
const accountMessages = messagesOf({ en: enAccount, ar: arAccount, nl: nlAccount });

/** The pages' own catalog, so an answer without JavaScript says what the script would. */
export function pageTexts(locale: Locale): Translate<typeof enSite> {
  return siteMessages.in(locale);
}

/** The member area's catalog, for the answers to the sign-in and password-reset forms. */
export function accountPageTexts(locale: Locale): Translate<typeof enAccount> {
  return accountMessages.in(locale);
}
