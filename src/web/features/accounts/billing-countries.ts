import { countryCodes } from '@shared/invoices/countries';
import { intlLocale, type Locale } from '@shared/locales';

/** Every country a billing address may name, by its name in the page's language, in that language's order. */
export function billingCountries(locale: Locale): Array<{ code: string; name: string }> {
  const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
  const collator = new Intl.Collator(intlLocale(locale));
  return countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((first, second) => collator.compare(first.name, second.name));
}
