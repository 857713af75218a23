// Apart from membership.ts and its zod schemas, so browser code that only
// reads these values never downloads zod.

export const countries = ['qatar', 'netherlands', 'other'] as const;
export type Country = (typeof countries)[number];

/** The slug of the tier the membership page marks as Most Popular. */
export const mostPopularTierSlug = 'middelgrote_ondernemers';
/** Kept for existing members, not offered for sale on the membership page. */
export const unlistedTierSlug = 'basic';
