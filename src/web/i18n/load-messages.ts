import type { Locale } from '@shared/locales';
import type { Messages } from './translate';

/** One chunk per language, so a page downloads only the messages of its own language. */
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
  nl: () => import('./messages/nl.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).default;
}
