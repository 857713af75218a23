import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedName, localizedText } from '../localized-text';
import { offices } from './offices';

const office = z
  .object({
    id: z.enum(['doha', 'amsterdam', 'the-hague']),
    name: localizedText,
    city: localizedText,
    country: z.enum(['qatar', 'netherlands']),
    address: z.array(localizedName).min(2),
    phone: z.string().regex(/^\+(974|31) [0-9 ]+$/),
    email: z.email(),
    description: localizedText,
    position: z.object({ lat: z.number().min(-90).max(90), lon: z.number().min(-180).max(180) }).strict(),
  })
  .strict();

describe('offices content', () => {
  it('has the three offices of the specification: Doha, Amsterdam and The Hague', () => {
    expect(
      z
        .array(office)
        .length(3)
        .parse(offices)
        .map((item) => item.city.en),
    ).toEqual(['Doha', 'Amsterdam', 'The Hague']);
    expect(offices.map((item) => item.name.en)).toEqual(['Headquarters', 'Netherlands Office', 'Government Relations']);
  });
});
