import type { Locale } from '@shared/locales';
import type { LocaleTexts } from './locale-texts';

/** One chunk per language for each, so a page downloads only the texts of its own language. */
const loaders: Record<Locale, () => Promise<LocaleTexts>> = {
  en: async () => {
    const [messages, copy] = await Promise.all([import('./messages/en.json'), import('@content/pages.ts?locale=en')]);
    return { messages: messages.default, pageCopy: copy.pageCopy };
  },
  ar: async () => {
    const [messages, copy] = await Promise.all([import('./messages/ar.json'), import('@content/pages.ts?locale=ar')]);
    return { messages: messages.default, pageCopy: copy.pageCopy };
  },
  nl: async () => {
    const [messages, copy] = await Promise.all([import('./messages/nl.json'), import('@content/pages.ts?locale=nl')]);
    return { messages: messages.default, pageCopy: copy.pageCopy };
  },
};

export function loadLocaleTexts(locale: Locale): Promise<LocaleTexts> {
  return loaders[locale]();
}
