export const locales = ['en', 'ar', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export type Localized = Record<Locale, string>;

/** Content as one language sees it: every Localized text replaced by its string. */
export type InLocale<T> = T extends Localized ? string : { [Key in keyof T]: InLocale<T[Key]> };

export const localeNames: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  nl: 'Nederlands',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** A stored or requested language, or the default when it is none of ours. */
export function localeOrDefault(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** English lives at the spec's paths; other languages under a prefix. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

export function localizePath(path: string, locale: Locale): string {
  const prefix = localePrefix(locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Splits '/nl/events' into { locale: 'nl', path: '/events' }. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const [, first, ...rest] = pathname.split('/');
  if (first && first !== defaultLocale && isLocale(first)) {
    return { locale: first, path: `/${rest.join('/')}` };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** Name of the cookie and storage key that remember the chosen language. */
export const languagePreferenceKey = 'qnlcc-lang';

/** The tag for Intl formatters. Arabic pages keep Latin digits, like the content's figures. */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-u-nu-latn' : locale;
}
