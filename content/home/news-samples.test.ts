import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalHref, isoDate } from '../market/content-schema';
import { catalogText } from '../../tests/helpers/messages';
import { localizedText, personName } from '../localized-text';
import { newsSamples } from './news-samples';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  defaultReadTimeMinutes: z.number().int().positive(),
  viewAllHref: internalHref,
  samples: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: localizedText,
        excerpt: localizedText,
        author: personName,
        publishDate: isoDate,
        category: localizedText,
        readTimeMinutes: z.number().int().positive().optional(),
      }),
    )
    .length(3),
});

describe('home news samples content', () => {
  it('has three news cards with every field of a news card sample', () => {
    expect(() => schema.parse(newsSamples)).not.toThrow();
  });

  it("defaults the reading time to '5 min read'", () => {
    expect(catalogText('en', 'home', 'news.readTime', { minutes: newsSamples.defaultReadTimeMinutes })).toBe('5 min read');
    expect(newsSamples.samples.some((sample) => sample.readTimeMinutes === undefined)).toBe(true);
  });
});
