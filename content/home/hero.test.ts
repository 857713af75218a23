import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalHref, statisticSchema } from '../market/content-schema';
import { catalogText } from '../../tests/helpers/messages';
import { localizedText } from '../localized-text';
import { homeHero, homeIntro } from './hero';

const heroSchema = z.strictObject({
  eyebrow: localizedText,
  primaryHref: internalHref,
  secondaryHref: internalHref,
  statistics: z.array(statisticSchema.extend({ icon: z.enum(['trade', 'investment', 'members']), description: localizedText })).length(3),
});

const introSchema = z.strictObject({
  heading: localizedText,
  text: localizedText,
  statistics: z.array(statisticSchema).length(3),
});

describe('home hero and intro content', () => {
  it('matches the schema: three statistic cards, three key statistics', () => {
    expect(() => heroSchema.parse(homeHero)).not.toThrow();
    expect(() => introSchema.parse(homeIntro)).not.toThrow();
  });

  it('keeps the figures and the button targets of the specification', () => {
    expect(homeHero.statistics.map((statistic) => statistic.value.en)).toEqual(['€30B+', '€8B+', '1,500+']);
    expect(homeHero.statistics.map((statistic) => statistic.description.en)).toEqual(['Expected by 2025', 'Since 2020', 'Growing network']);
    expect(homeHero.primaryHref).toBe('/membership');
    expect(homeHero.secondaryHref).toBe('/services');
    expect(catalogText('en', 'home', 'hero.join')).toBe('Become a Member');
    expect(catalogText('en', 'home', 'hero.exploreServices')).toBe('Explore Services');
  });
});
