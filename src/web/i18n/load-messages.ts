import type { Locale } from '@shared/locales';
import type { Messages } from './create-i18n';

/** Each catalog is its own chunk, so a page downloads only its language. */
const catalogs: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import('./messages/en.json'),
  ar: () => import('./messages/ar.json'),
  nl: () => import('./messages/nl.json'),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).default;
}
