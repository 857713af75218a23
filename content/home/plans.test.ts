import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalHref } from '../market/content-schema';
import { catalogText } from '../../tests/helpers/messages';
import { localizedText } from '../localized-text';
import { homePlans } from './plans';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  relation: localizedText,
  allTiersHref: internalHref,
  plans: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        name: localizedText,
        priceEur: z.number().int().positive(),
        employees: localizedText,
        description: localizedText,
        isPopular: z.boolean(),
        tier: z.strictObject({
          slug: z.enum(['kleinere_bedrijven', 'middelgrote_ondernemers', 'grotere_bedrijven']),
          name: z.string().min(1),
        }),
      }),
    )
    .length(3),
});

describe('home membership plans content', () => {
  it('has three plans', () => {
    expect(() => schema.parse(homePlans)).not.toThrow();
  });

  it('has the names, prices, sizes and popular plan of the specification', () => {
    expect(homePlans.plans.map((plan) => [plan.name.en, plan.priceEur, plan.employees.en, plan.isPopular])).toEqual([
      ['Small Business', 750, '1-10 employees', true],
      ['Medium Enterprise', 1250, '11-250 employees', false],
      ['Large Enterprise', 2500, 'More than 250 employees', false],
    ]);
    // Each plan is the membership page's company tier of the same price and size.
    expect(homePlans.plans.map((plan) => plan.tier.slug)).toEqual(['kleinere_bedrijven', 'middelgrote_ondernemers', 'grotere_bedrijven']);
    expect(homePlans.allTiersHref).toBe('/membership#choose');
    expect(catalogText('en', 'home', 'plans.popularBadge')).toBe('Most Popular');
  });
});
