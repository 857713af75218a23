import type { pageCopy } from '@content/pages';
import type { InLocale } from '@shared/locales';
import type { Messages } from './translate';

/** Titles, descriptions, headings and introductions of every page, in one language. */
export type PageCopyInLocale = InLocale<typeof pageCopy>;

/** Everything a page needs to show its language: the UI strings and the page copy. */
export interface LocaleTexts {
  messages: Messages;
  pageCopy: PageCopyInLocale;
}

/** The texts the browser has loaded so far: the page copy may come after the messages (main.tsx). */
export type LoadedLocaleTexts = Pick<LocaleTexts, 'messages'> & { pageCopy: LocaleTexts['pageCopy'] | undefined };
