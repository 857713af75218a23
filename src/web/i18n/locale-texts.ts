import type enPages from '@messages/en/pages.json';
import type { Locale } from '@shared/locales';
import type { SiteMessages } from './site-messages';

/** Titles, descriptions, headings and introductions of every page, in one language, as plain text. */
export type PageCopyInLocale = typeof enPages;

/** Everything a page needs to show its language: the UI strings and the page copy. */
export interface LocaleTexts {
  locale: Locale;
  messages: SiteMessages;
  pageCopy: PageCopyInLocale;
}

/** The texts a render has: islands render without the page copy. */
export type LoadedLocaleTexts = Pick<LocaleTexts, 'locale' | 'messages'> & { pageCopy: LocaleTexts['pageCopy'] | undefined };
