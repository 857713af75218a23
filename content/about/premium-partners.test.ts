import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText, personName } from '../localized-text';
import { countryLabels } from './countries';
import { partnerBenefits, premiumPartners, premiumPartnersPage } from './premium-partners';

const partner = z
  .object({
    name: z.string().min(2),
    type: localizedText,
    country: z.enum(['qatar', 'netherlands', 'both']),
    description: localizedText,
    sectors: z.array(localizedText).min(1),
    partnershipFocus: localizedText,
  })
  .strict();
const benefit = z.object({ icon: z.string(), title: localizedText, text: localizedText }).strict();

describe('premium partners content', () => {
  it('has four benefits and twelve partners, every language written', () => {
    expect(z.array(benefit).length(4).parse(partnerBenefits)).toHaveLength(4);
    expect(z.array(partner).length(12).parse(premiumPartners)).toHaveLength(12);
    const { testimonial, ...sections } = premiumPartnersPage;
    expect(() => z.record(z.string(), z.record(z.string(), localizedText)).parse(sections)).not.toThrow();
    expect(() =>
      z.object({ heading: localizedText, quote: localizedText, author: personName, role: localizedText }).strict().parse(testimonial),
    ).not.toThrow();
  });

  it('names the four benefits of the specification', () => {
    expect(partnerBenefits.map((item) => item.title.en)).toEqual([
      'Enhanced Visibility',
      'Exclusive Access',
      'Strategic Support',
      'Thought Leadership',
    ]);
  });

  it('labels a partner of both countries as the specification writes it', () => {
    expect(z.record(z.string(), localizedText).parse(countryLabels)).toBeTruthy();
    expect(countryLabels.both.en).toBe('Qatar • Netherlands');
    expect(new Set(premiumPartners.map((item) => item.country))).toEqual(new Set(['qatar', 'netherlands', 'both']));
  });
});
