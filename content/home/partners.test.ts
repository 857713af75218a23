import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText } from '../localized-text';
import { homePartners } from './partners';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  closingLine: localizedText,
  partners: z.array(z.strictObject({ name: z.string().min(3), country: z.enum(['qatar', 'netherlands']) })),
});

describe('home partner grid content', () => {
  it('matches the schema', () => {
    expect(() => schema.parse(homePartners)).not.toThrow();
  });

  it('lists 12 Qatari and 11 Dutch companies, each once', () => {
    const byCountry = (country: string) => homePartners.partners.filter((partner) => partner.country === country);
    expect(byCountry('qatar')).toHaveLength(12);
    expect(byCountry('netherlands')).toHaveLength(11);
    const names = homePartners.partners.map((partner) => partner.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('closes with the market capitalization line', () => {
    expect(homePartners.closingLine.en).toContain('over €800 billion in market capitalization');
  });
});
