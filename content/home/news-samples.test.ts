import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isoDate, linkSchema } from '../market/content-schema';
import { localizedText, personName } from '../localized-text';
import { newsSamples } from './news-samples';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  readMore: localizedText,
  byAuthor: localizedText,
  defaultReadTime: localizedText,
  viewAll: linkSchema,
  samples: z
    .array(
      z.strictObject({
        id: z.string().regex(/^[a-z0-9-]+$/),
        title: localizedText,
        excerpt: localizedText,
        author: personName,
        publishDate: isoDate,
        category: localizedText,
        readTime: localizedText.optional(),
      }),
    )
    .length(3),
});

describe('home news samples content', () => {
  it('has three news cards with every field of a news card sample', () => {
    expect(() => schema.parse(newsSamples)).not.toThrow();
  });

  it("defaults the reading time to '5 min read'", () => {
    expect(newsSamples.defaultReadTime.en).toBe('5 min read');
    expect(newsSamples.samples.some((sample) => sample.readTime === undefined)).toBe(true);
    for (const template of Object.values(newsSamples.byAuthor)) expect(template).toContain('{author}');
  });
});
