import { readFileSync } from 'node:fs';
import MessageFormat from '@messageformat/core';
import arAccount from '../../messages/ar/account.json';
import arCheckout from '../../messages/ar/checkout.json';
import arMembershipSuccess from '../../messages/ar/membership-success.json';
import arSite from '../../messages/ar/site.json';
import arValidation from '../../messages/ar/validation.json';
import enAccount from '../../messages/en/account.json';
import enCheckout from '../../messages/en/checkout.json';
import enMembershipSuccess from '../../messages/en/membership-success.json';
import type enPaymentForm from '../../messages/en/payment-form.json';
import enSite from '../../messages/en/site.json';
import enValidation from '../../messages/en/validation.json';
import nlAccount from '../../messages/nl/account.json';
import nlCheckout from '../../messages/nl/checkout.json';
import nlMembershipSuccess from '../../messages/nl/membership-success.json';
import nlSite from '../../messages/nl/site.json';
import nlValidation from '../../messages/nl/validation.json';
import { locales, type Locale, type Localized } from '../../src/shared/locales';
import type { MessageKey } from '../../src/shared/messages/catalog';
import { compilerLocale, type MessageValues } from '../../src/shared/messages/format-message';
import { messagesOf } from '../../src/shared/messages/messages-of';
import type { PageCopyInLocale } from '../../src/web/i18n/locale-texts';
import type { SiteMessages } from '../../src/web/i18n/site-messages';

/**
 * The catalogs as their translators wrote them, read from disk rather than
 * imported, so tests see ICU source and not the build's compiled form.
 */
export function rawCatalog<C = Record<string, unknown>>(locale: Locale, namespace: string): C {
  return JSON.parse(readFileSync(new URL(`../../messages/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as C;
}

/** The checkout's catalog per language, as its translators wrote it. */
export const checkoutMessages = Object.fromEntries(
  locales.map((locale) => [locale, rawCatalog<typeof enCheckout>(locale, 'checkout')]),
) as Record<Locale, typeof enCheckout>;

/** The payment form's catalog per language (methods, the sandbox's test card), as its translators wrote it. */
export const paymentFormMessages = Object.fromEntries(
  locales.map((locale) => [locale, rawCatalog<typeof enPaymentForm>(locale, 'payment-form')]),
) as Record<Locale, typeof enPaymentForm>;

/** The site catalog per language: a message without placeholders reads as its text. */
export const siteMessages = Object.fromEntries(locales.map((locale) => [locale, rawCatalog<SiteMessages>(locale, 'site')])) as Record<
  Locale,
  SiteMessages
>;

/**
 * A catalog's messages in one language with their placeholders filled in, as
 * the page shows them. The catalogs are imported, so the test runner compiles
 * them as the build does (scripts/messages-plugin.ts): plurals and all.
 */
function textsOf<C>(catalogs: Record<Locale, C>) {
  const messages = messagesOf(catalogs);
  return (locale: Locale, key: MessageKey<C>, values?: MessageValues): string => messages.in(locale)(key, values);
}

export const siteText = textsOf({ en: enSite, ar: arSite, nl: nlSite });
export const accountText = textsOf({ en: enAccount, ar: arAccount, nl: nlAccount });
export const checkoutText = textsOf({ en: enCheckout, ar: arCheckout, nl: nlCheckout });
export const successText = textsOf({ en: enMembershipSuccess, ar: arMembershipSuccess, nl: nlMembershipSuccess });
export const validationText = textsOf({ en: enValidation, ar: arValidation, nl: nlValidation });

/**
 * One message of an area's catalog (events, news …) as its translator wrote it,
 * compiled as the build compiles it and filled in: what the page shows.
 */
export function catalogText(locale: Locale, namespace: string, key: string, values?: MessageValues): string {
  const message = key
    .split('.')
    .reduce<unknown>(
      (group, name) => (typeof group === 'object' && group !== null ? (group as Record<string, unknown>)[name] : undefined),
      rawCatalog(locale, namespace),
    );
  if (typeof message !== 'string') throw new Error(`No message '${key}' in messages/${locale}/${namespace}.json`);
  return new MessageFormat(compilerLocale(locale), { requireAllArguments: true }).compile(message)(values);
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
