import { countryCodes } from '@shared/invoices/countries';
import { intlLocale, type Locale } from '@shared/locales';

const sorted = new Map<Locale, Array<{ code: string; name: string }>>();

/**
 * Every country a billing address may name, by its name in the page's
 * language, in that language's order. The browser knows the names
 * (Intl.DisplayNames): no list of names is downloaded.
 */
export function billingCountries(locale: Locale): Array<{ code: string; name: string }> {
  let countries = sorted.get(locale);
  if (!countries) {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    const collator = new Intl.Collator(intlLocale(locale));
    countries = countryCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((first, second) => collator.compare(first.name, second.name));
    sorted.set(locale, countries);
  }
  return countries;
}
