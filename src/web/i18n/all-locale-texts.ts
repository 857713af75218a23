import { pageCopy as arPageCopy } from '@content/pages.ts?locale=ar';
import { pageCopy as enPageCopy } from '@content/pages.ts?locale=en';
import { pageCopy as nlPageCopy } from '@content/pages.ts?locale=nl';
import type { Locale } from '@shared/locales';
import { allMessages } from './all-messages';
import type { LocaleTexts } from './locale-texts';

/** The texts of every language at once, for the prerenderer. */
export const allLocaleTexts: Record<Locale, LocaleTexts> = {
  en: { messages: allMessages.en, pageCopy: enPageCopy },
  ar: { messages: allMessages.ar, pageCopy: arPageCopy },
  nl: { messages: allMessages.nl, pageCopy: nlPageCopy },
};
