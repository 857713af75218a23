import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionSchema, linkSchema, localizedList, statisticSchema } from './content-schema';
import { localizedText } from '../localized-text';
import { marketPartners } from './partners';

const base = {
  type: localizedText,
  description: localizedText,
  services: z.array(localizedText).min(1),
  country: z.enum(['qatar', 'netherlands']),
};

const schema = z.strictObject({
  statistics: z.strictObject({ heading: localizedText, items: z.array(statisticSchema).length(4) }),
  government: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          ...base,
          name: localizedText,
          contact: z.strictObject({ location: localizedText, website: z.url({ protocol: /^https$/ }) }),
        }),
      )
      .min(4),
  }),
  business: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          ...base,
          name: z.string().min(3),
          contact: z.strictObject({ location: localizedText }),
          members: localizedText,
          established: z.number().int().min(1800).max(2026),
          focus: localizedList(3),
        }),
      )
      .min(3),
  }),
  academic: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          ...base,
          name: z.string().min(3),
          contact: z.strictObject({ location: localizedText }),
          specialization: localizedText,
          programs: z.array(localizedText).min(2),
          collaboration: localizedText,
        }),
      )
      .min(3),
  }),
  becomePartner: z.strictObject({ heading: localizedText, text: localizedText, link: linkSchema }),
  callToAction: callToActionSchema,
});

describe('market partners content', () => {
  it('has stats and government, business and academic partners', () => {
    expect(() => schema.parse(marketPartners)).not.toThrow();
  });

  it('links only public institutions to their official websites', () => {
    expect(marketPartners.government.items.map((partner) => partner.contact.website)).toEqual([
      'https://www.qatarchamber.com',
      'https://www.qfc.qa',
      'https://www.invest.qa',
      'https://www.rvo.nl',
      'https://investinholland.com',
      'https://www.kvk.nl',
    ]);
  });

  it('leads partners to the management team, then to membership and the market overview', () => {
    expect(marketPartners.becomePartner.link.href).toBe('/contact?department=management');
    expect(marketPartners.callToAction.primary.href).toBe('/membership');
    expect(marketPartners.callToAction.secondary.href).toBe('/market-info/overview');
  });
});
