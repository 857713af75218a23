import { z } from 'zod';
import {
  closingCallSchema,
  countryCardSectionSchema,
  countrySchema,
  heroActionsSchema,
  iconCardSchema,
  linkActionSchema,
  sectionCopySchema,
  sectionOf,
  serviceIconSchema,
  statSchema,
  stepSchema,
} from './service-types';
import { localizedName, localizedText } from '../localized-text';

/** One schema per service page; the counts are the specification's. */

const fourStepProcess = sectionCopySchema.extend({ steps: z.array(stepSchema).length(4) });
const timedFourStepProcess = sectionCopySchema.extend({
  steps: z.array(stepSchema.required({ duration: true })).length(4),
});
const iconCardsWithPoints = (count: number, points: number) =>
  sectionOf(iconCardSchema.extend({ points: z.array(localizedText).length(points) }), count);
const tagSection = (min: number) => sectionCopySchema.extend({ items: z.array(localizedText).min(min) });

export const servicePageKeys = [
  'arbitration',
  'marketExpansion',
  'legalAdvisory',
  'recruitment',
  'taxAdvisory',
  'payrollServices',
  'tradeFairs',
  'memberServices',
] as const;

export const servicesIndexSchema = z.strictObject({
  stats: sectionOf(statSchema, 4),
  catalogue: sectionCopySchema.extend({
    items: z
      .array(
        z.strictObject({
          page: z.enum(servicePageKeys),
          icon: serviceIconSchema,
          title: localizedText,
          description: localizedText,
          features: z.array(localizedText).length(3),
        }),
      )
      .length(8)
      .refine((cards) => new Set(cards.map((card) => card.page)).size === 8, 'One card for each service page'),
  }),
  cta: closingCallSchema,
});
export type ServicesIndexContent = z.infer<typeof servicesIndexSchema>;

export const trackRecordSchema = z.array(statSchema).length(4);

export const arbitrationSchema = z.strictObject({
  heroActions: heroActionsSchema,
  benefits: sectionOf(iconCardSchema, 4),
  process: fourStepProcess,
  caseTypes: sectionOf(iconCardSchema, 6),
  statistics: sectionOf(statSchema, 4),
  cta: closingCallSchema,
});
export type ArbitrationContent = z.infer<typeof arbitrationSchema>;

export const marketExpansionSchema = z.strictObject({
  heroActions: heroActionsSchema,
  markets: countryCardSectionSchema,
  support: iconCardsWithPoints(4, 3),
  process: timedFourStepProcess,
  trackRecord: sectionCopySchema,
  cta: closingCallSchema,
});
export type MarketExpansionContent = z.infer<typeof marketExpansionSchema>;

export const legalAdvisorySchema = z.strictObject({
  heroActions: heroActionsSchema,
  areas: iconCardsWithPoints(4, 3),
  jurisdictions: countryCardSectionSchema,
  matters: tagSection(6),
  credentials: sectionOf(iconCardSchema, 4),
  cta: closingCallSchema,
});
export type LegalAdvisoryContent = z.infer<typeof legalAdvisorySchema>;

export const recruitmentSchema = z.strictObject({
  heroActions: heroActionsSchema,
  markets: countryCardSectionSchema,
  solutions: iconCardsWithPoints(4, 3),
  process: timedFourStepProcess.extend({ averageHire: statSchema }),
  specializations: tagSection(6),
  cta: closingCallSchema,
});
export type RecruitmentContent = z.infer<typeof recruitmentSchema>;

export const taxAdvisorySchema = z.strictObject({
  heroActions: heroActionsSchema,
  systems: sectionCopySchema.extend({
    items: z
      .array(
        z.strictObject({
          country: countrySchema,
          title: localizedText,
          description: localizedText,
          rates: z.array(z.strictObject({ label: localizedText, value: localizedName })).length(3),
          points: z.array(localizedText).min(2),
        }),
      )
      .length(2),
  }),
  services: iconCardsWithPoints(4, 3),
  scenarios: sectionCopySchema.extend({
    items: z
      .array(z.strictObject({ icon: serviceIconSchema, title: localizedText, challenge: localizedText, approach: localizedText }))
      .length(3),
  }),
  results: sectionOf(iconCardSchema, 4),
  cta: closingCallSchema,
});
export type TaxAdvisoryContent = z.infer<typeof taxAdvisorySchema>;

export const payrollServicesSchema = z.strictObject({
  heroActions: heroActionsSchema,
  requirements: countryCardSectionSchema,
  solutions: iconCardsWithPoints(4, 3),
  expatriate: sectionOf(iconCardSchema, 4),
  excellence: sectionOf(statSchema, 3),
  implementation: timedFourStepProcess,
  cta: closingCallSchema,
});
export type PayrollServicesContent = z.infer<typeof payrollServicesSchema>;

const monthDayRangeSchema = z
  .strictObject({
    month: z.number().int().min(1).max(12),
    startDay: z.number().int().min(1).max(31),
    endDay: z.number().int().min(1).max(31),
  })
  .refine((range) => range.endDay >= range.startDay, 'A range ends on or after its first day');

export const tradeFairsSchema = z.strictObject({
  heroActions: heroActionsSchema,
  services: iconCardsWithPoints(4, 4),
  majorEvents: sectionCopySchema.extend({
    items: z
      .array(
        z.strictObject({
          name: localizedText,
          location: localizedText,
          sector: localizedText,
          frequency: z.enum(['annual', 'biennial']),
          attendance: localizedName,
          description: localizedText,
          opportunities: z.array(localizedText).length(3),
        }),
      )
      .length(4),
  }),
  upcoming: sectionCopySchema.extend({
    registerInterest: linkActionSchema,
    items: z
      .array(
        z.strictObject({
          dates: monthDayRangeSchema,
          name: localizedText,
          location: localizedText,
          focus: localizedText,
          participants: localizedText,
        }),
      )
      .length(4),
  }),
  impact: sectionOf(statSchema, 4),
  stories: sectionCopySchema.extend({
    items: z.array(z.strictObject({ sector: localizedText, title: localizedText, story: localizedText, result: localizedText })).length(3),
  }),
  cta: closingCallSchema,
});
export type TradeFairsContent = z.infer<typeof tradeFairsSchema>;
export type MonthDayRange = z.infer<typeof monthDayRangeSchema>;

export const memberServicesSchema = z.strictObject({
  heroActions: heroActionsSchema,
  categories: sectionCopySchema.extend({
    browse: linkActionSchema,
    items: z
      .array(
        z.strictObject({
          icon: serviceIconSchema,
          title: localizedText,
          description: localizedText,
          providerCount: z.number().int().positive(),
          subcategories: z.array(localizedText).length(4),
        }),
      )
      .length(4),
  }),
  quality: sectionOf(iconCardSchema, 4),
  featured: sectionCopySchema.extend({
    contact: linkActionSchema,
    items: z
      .array(
        z.strictObject({
          company: z.string().min(1),
          category: localizedText,
          location: localizedText,
          specialization: localizedText,
          experience: localizedText,
          rating: z.number().min(4.7).max(4.9),
          languages: z.array(localizedText).min(3),
          certifications: z.array(z.string().min(1)).min(1),
        }),
      )
      .length(4),
  }),
  networkStats: sectionOf(statSchema, 4),
  howItWorks: fourStepProcess.extend({ steps: z.array(stepSchema.extend({ icon: serviceIconSchema })).length(4) }),
  cta: closingCallSchema,
});
export type MemberServicesContent = z.infer<typeof memberServicesSchema>;
