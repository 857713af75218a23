import arAccountData from '@messages/ar/account-data.json';
import arAccount from '@messages/ar/account.json';
import enAccountData from '@messages/en/account-data.json';
import enAccount from '@messages/en/account.json';
import nlAccountData from '@messages/nl/account-data.json';
import nlAccount from '@messages/nl/account.json';
import arContact from '@messages/ar/contact.json';
import enContact from '@messages/en/contact.json';
import nlContact from '@messages/nl/contact.json';
import arSite from '@messages/ar/site.json';
import enSite from '@messages/en/site.json';
import nlSite from '@messages/nl/site.json';
import type { Locale } from '@shared/locales';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';

const siteMessages = messagesOf({ en: enSite, ar: arSite, nl: nlSite });
const accountMessages = messagesOf({ en: enAccount, ar: arAccount, nl: nlAccount });
const contactMessages = messagesOf({ en: enContact, ar: arContact, nl: nlContact });
const accountDataMessages = messagesOf({ en: enAccountData, ar: arAccountData, nl: nlAccountData });

/** The pages' own catalog, so an answer without JavaScript says what the script would. */
export function pageTexts(locale: Locale): Translate<typeof enSite> {
  return siteMessages.in(locale);
}

/** The member area's catalog, for the answers to the sign-in and password-reset forms. */
export function accountPageTexts(locale: Locale): Translate<typeof enAccount> {
  return accountMessages.in(locale);
}

/** The member area's own-data section, for the answer to its deletion request form. */
export function accountDataTexts(locale: Locale): Translate<typeof enAccountData> {
  return accountDataMessages.in(locale);
}

/** The contact page's catalog: its message form's answers, and the departments' names in the emails it sends. */
export function contactPageTexts(locale: Locale): Translate<typeof enContact> {
  return contactMessages.in(locale);
}
