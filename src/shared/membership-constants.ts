// Apart from membership.ts and its zod schemas, so browser code that only
// reads these values never downloads zod.

export const countries = ['qatar', 'netherlands', 'other'] as const;
export type Country = (typeof countries)[number];

/** The registration form's countries as ISO codes; "other" names none. */
const registrationCountryCodes: Record<Country, string | undefined> = { qatar: 'QA', netherlands: 'NL', other: undefined };

export function registrationCountryCode(country: string): string | undefined {
  return registrationCountryCodes[country as Country];
}

/** The slug of the tier the membership page marks as Most Popular. */
export const mostPopularTierSlug = 'middelgrote_ondernemers';
/** Kept for existing members, not offered for sale on the membership page. */
export const unlistedTierSlug = 'basic';

/**
 * Tiers bought by a person for themselves: Young Professionals (professional)
 * and the unlisted basic. The chamber's Starter programme is a reduced fee on
 * the company tiers, not a tier of its own. Every other tier is for a company.
 */
export const personalTierSlugs: readonly string[] = ['basic', 'professional'];

/** What the checkout's "Buying for" starts on: personal tiers for oneself, the others for a company. */
export function defaultBuyingFor(tierSlug: string): 'myself' | 'company' {
  return personalTierSlugs.includes(tierSlug) ? 'myself' : 'company';
}
