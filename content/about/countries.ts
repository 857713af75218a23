import type { Localized } from '@shared/locales';

export type Country = 'qatar' | 'netherlands';
/** Partners active in both countries show both names. */
export type PartnerCountry = Country | 'both';

export const countryLabels: Record<PartnerCountry, Localized> = {
  qatar: { en: 'Qatar', ar: 'قطر', nl: 'Qatar' },
  netherlands: { en: 'Netherlands', ar: 'هولندا', nl: 'Nederland' },
  both: { en: 'Qatar • Netherlands', ar: 'قطر • هولندا', nl: 'Qatar • Nederland' },
};
