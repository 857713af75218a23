import type { Locale } from '@shared/locales';
import { allMessages } from '@web/i18n/all-messages';
import { createTranslate, type Translate } from '@web/i18n/translate';

const translations = new Map<Locale, Translate>();

/** The pages' own catalogs, so an answer without JavaScript says what the script would. */
export function pageTexts(locale: Locale): Translate {
  let translate = translations.get(locale);
  if (!translate) {
    translate = createTranslate(allMessages[locale]);
    translations.set(locale, translate);
  }
  return translate;
}
