import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import { locales, type Locale, type Localized } from '../../src/shared/locales';
import { createTranslate, type MessageKey } from '../../src/shared/messages/catalog';
import { compilerLocale, type MessageValues } from '../../src/shared/messages/format-message';
import type { PageCopyInLocale } from '../../src/web/i18n/locale-texts';
import type { SiteMessages } from '../../src/web/i18n/site-messages';

/**
 * The catalogs as their translators wrote them, read from disk rather than
 * imported, so tests see ICU source and not the build's compiled form.
 */
export function rawCatalog<C = Record<string, unknown>>(locale: Locale, namespace: string): C {
  return JSON.parse(readFileSync(new URL(`../../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as C;
}

export const namespaces = ['site', 'pages', 'account', 'validation', 'server', 'email', 'receipt'] as const;

/**
 * One message of a catalog, compiled from the file on disk with its values
 * filled in: what a reader should see, found without the code under test, so
 * an email or an answer that uses the wrong message or value differs from it.
 * The key is dotted ('account.tooManyAttempts'); an unknown one throws.
 */
export function catalogText(locale: Locale, namespace: (typeof namespaces)[number], key: string, values?: MessageValues): string {
  const source = key
    .split('.')
    .reduce<unknown>((group, name) => (group as Record<string, unknown> | undefined)?.[name], rawCatalog(locale, namespace));
  if (typeof source !== 'string') throw new Error(`No message '${key}' in messages/${locale}/${namespace}.json`);
  return new MessageFormat(compilerLocale(locale), { requireAllArguments: true }).compile(source)(values);
}

/** The site catalog per language: a message without placeholders reads as its text. */
export const siteMessages = Object.fromEntries(locales.map((locale) => [locale, rawCatalog<SiteMessages>(locale, 'site')])) as Record<
  Locale,
  SiteMessages
>;

/** A site message in one language with its placeholders filled in, as the page shows it. */
export function siteText(locale: Locale, key: MessageKey<SiteMessages>, values?: MessageValues): string {
  return createTranslate(locale, siteMessages[locale])(key, values);
}

type PageCopyField = keyof PageCopyInLocale[keyof PageCopyInLocale];

/** Each page's copy with its three languages side by side, as tests compare a page with it. */
export const pageCopy = (() => {
  const perLocale = Object.fromEntries(locales.map((locale) => [locale, rawCatalog<PageCopyInLocale>(locale, 'pages')])) as Record<
    Locale,
    PageCopyInLocale
  >;
  return Object.fromEntries(
    Object.keys(perLocale.en).map((page) => [
      page,
      Object.fromEntries(
        Object.keys(perLocale.en[page as keyof PageCopyInLocale]).map((field) => [
          field,
          Object.fromEntries(
            locales.map((locale) => [locale, perLocale[locale][page as keyof PageCopyInLocale][field as PageCopyField]]),
          ) as Localized,
        ]),
      ),
    ]),
  ) as Record<keyof PageCopyInLocale, Record<PageCopyField, Localized>>;
})();
