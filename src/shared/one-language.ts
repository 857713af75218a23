import { locales, type Locale, type Localized } from './locales';

function isLocalized(value: object): value is Localized {
  const keys = Object.keys(value);
  return keys.length === locales.length && locales.every((locale) => typeof (value as Partial<Localized>)[locale] === 'string');
}

/**
 * Content as one page sends it to an island: every `Localized` text keeps the
 * page's language and the other languages are empty strings, so the island
 * reads its props as it reads content (`text[locale]`) while the page carries
 * one language instead of three.
 */
export function inOneLanguage<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inOneLanguage(item, locale)) as T;
  if (typeof value !== 'object' || value === null) return value;
  if (isLocalized(value)) return { en: '', ar: '', nl: '', [locale]: value[locale] } as T;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inOneLanguage(item, locale)])) as T;
}
