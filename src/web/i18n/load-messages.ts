import type { Locale } from '@shared/locales';
import type { SiteMessages } from './site-messages';

/** One chunk per language, so a page downloads only the messages of its own language. */
const loaders: Record<Locale, () => Promise<{ default: SiteMessages }>> = {
  en: () => import('@messages/en/site.json'),
  ar: () => import('@messages/ar/site.json'),
  nl: () => import('@messages/nl/site.json'),
};

export async function loadMessages(locale: Locale): Promise<SiteMessages> {
  return (await loaders[locale]()).default;
}
