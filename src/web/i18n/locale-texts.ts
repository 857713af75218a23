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

/** The texts the browser has loaded so far: the page copy may come after the messages (main.tsx). */
export type LoadedLocaleTexts = Pick<LocaleTexts, 'locale' | 'messages'> & { pageCopy: LocaleTexts['pageCopy'] | undefined };
