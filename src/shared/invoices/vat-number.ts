import { checkVAT, countries } from 'jsvat';
import { vatPrefixOf } from './countries';

/** The countries whose VAT numbers jsvat knows the format and check digits of. */
export function hasVatNumberRules(countryCode: string): boolean {
  return countries.some((country) => country.codes[0] === countryCode);
}

/**
 * A VAT number as stored and printed: upper case, without the spaces, dots and
 * hyphens people type, and with the country's prefix when it was left out
 * ("004495445B01" for a Dutch address becomes "NL004495445B01").
 */
export function normalizeVatNumber(input: string, countryCode: string): string {
  const compact = input.replace(/[\s.-]/g, '').toUpperCase();
  if (!hasVatNumberRules(countryCode) || /^[A-Z]{2}/.test(compact)) return compact;
  return `${vatPrefixOf(countryCode)}${compact}`;
}

export type VatNumberProblem = 'invalid' | 'otherCountry';

/**
 * What is wrong with a normalised VAT number for a billing address in this
 * country: its format or check digits, or that it belongs to another country.
 * Numbers of countries without known rules are taken as typed.
 */
export function vatNumberProblem(vatNumber: string, countryCode: string): VatNumberProblem | undefined {
  if (!hasVatNumberRules(countryCode)) return undefined;
  const result = checkVAT(vatNumber, countries);
  if (!result.isValid) return 'invalid';
  return result.country?.isoCode.short === countryCode ? undefined : 'otherCountry';
}
