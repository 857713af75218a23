import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionSchema, isoDate, linkSchema, statisticSchema } from './content-schema';
import { localizedText } from '../localized-text';
import { publications } from './publications';
import type enMarket from '../../messages/en/market.json';
import { locales } from '../../src/shared/locales';
import { rawCatalog } from '../../tests/helpers/messages';

type MarketMessages = typeof enMarket;

const publicationSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: localizedText,
  type: localizedText,
  description: localizedText,
  publishDate: isoDate,
  pages: z.number().int().positive(),
  downloads: z.number().int().nonnegative(),
  category: localizedText,
  coverTone: z.enum(['maroon', 'blue', 'orange']),
  highlights: z.array(localizedText).min(4),
});

const schema = z.strictObject({
  statistics: z.strictObject({ heading: localizedText, items: z.array(statisticSchema).length(4) }),
  featured: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    membersNotice: localizedText,
    items: z.array(publicationSchema).length(3),
  }),
  membersOnlyDialog: z.strictObject({ title: localizedText, text: localizedText, join: linkSchema }),
  categories: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          category: localizedText,
          count: z.number().int().positive(),
          description: localizedText,
          latestUpdate: isoDate,
        }),
      )
      .length(4),
  }),
  newsletters: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    formHeading: localizedText,
    formText: localizedText,
    items: z
      .array(
        z.strictObject({
          newsletter: z.enum(['trade-weekly', 'market-monthly', 'research-quarterly']),
          title: localizedText,
          frequency: localizedText,
          subscribers: z.number().int().positive(),
          description: localizedText,
        }),
      )
      .length(3),
  }),
  researchPartnership: z.strictObject({ heading: localizedText, text: localizedText, link: linkSchema }),
  callToAction: callToActionSchema,
});

describe('publications content', () => {
  it('has 3 featured publications, 4 research categories and 3 newsletters', () => {
    expect(() => schema.parse(publications)).not.toThrow();
  });

  it('shows 45+ publications and 25k+ downloads, with category counts that add up', () => {
    const figures = publications.statistics.items.map((item) => item.value.en);
    expect(figures).toEqual(expect.arrayContaining(['45+', '25k+']));
    const total = publications.categories.items.reduce((sum, category) => sum + category.count, 0);
    expect(total).toBeGreaterThanOrEqual(45);
  });

  it('offers the weekly, monthly and quarterly newsletters, one each', () => {
    expect(publications.newsletters.items.map((item) => item.frequency.en)).toEqual(['Weekly', 'Monthly', 'Quarterly']);
    expect(publications.newsletters.items.map((item) => item.newsletter)).toEqual(['trade-weekly', 'market-monthly', 'research-quarterly']);
  });

  it('says premium research is for members and leads to membership, contact and partners', () => {
    expect(publications.featured.membersNotice.en).toContain('Premium research is for members');
    expect(publications.membersOnlyDialog.join.href).toBe('/membership');
    expect(publications.researchPartnership.link.href).toBe('/contact?department=market-expansion');
    expect(publications.callToAction.primary.href).toBe('/membership');
    expect(publications.callToAction.secondary.href).toBe('/market-info/partners');
  });

  it('counts pages, downloads, publications and subscribers with a plural in every language', () => {
    for (const locale of locales) {
      const labels = rawCatalog<MarketMessages>(locale, 'market').publications;
      for (const key of ['pages', 'downloads', 'publications', 'subscribers'] as const) expect(labels[key]).toMatch(/^\{count, plural, /);
    }
  });
});
