import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalHref } from '../market/content-schema';
import { catalogText } from '../../tests/helpers/messages';
import { localizedText } from '../localized-text';
import { homePlans } from './plans';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  choosePlanHref: internalHref,
  plans: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        name: localizedText,
        priceEur: z.number().int().positive(),
        employees: localizedText,
        description: localizedText,
        isPopular: z.boolean(),
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
    expect(homePlans.choosePlanHref).toBe('/membership');
    expect(catalogText('en', 'home', 'plans.popularBadge')).toBe('Most Popular');
  });
});
