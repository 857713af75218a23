import type { Locale } from '../locales';
import { createTranslate, type Translate } from './catalog';

/** A catalog in every language, for code that serves all of them (the server, forms shared with it). */
export interface MessagesInEveryLocale<C> {
  in(locale: Locale): Translate<C>;
}

/**
 * Binds one catalog's three language files. English gives the type: a
 * translation that lacks one of its groups fails the type check, the catalog
 * tests catch the rest.
 */
export function messagesOf<C>(catalogs: Record<Locale, C>): MessagesInEveryLocale<C> {
  const translators = new Map<Locale, Translate<C>>();
  return {
    in(locale) {
      let translate = translators.get(locale);
      if (!translate) {
        translate = createTranslate(locale, catalogs[locale]);
        translators.set(locale, translate);
      }
      return translate;
    },
  };
}
