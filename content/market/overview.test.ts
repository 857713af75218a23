import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionSchema, linkSchema, statisticSchema } from './content-schema';
import { localizedName, localizedText } from '../localized-text';
import { marketOverview } from './overview';

const schema = z.strictObject({
  statistics: z.strictObject({ heading: localizedText, intro: localizedText, items: z.array(statisticSchema).length(4) }),
  sectors: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    chartLabel: localizedText,
    source: localizedText,
    shares: z.array(z.strictObject({ sector: localizedText, share: z.number().min(0).max(100) })).min(4),
  }),
  connections: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          icon: z.enum(['energy', 'port', 'food', 'finance']),
          title: localizedText,
          description: localizedText,
        }),
      )
      .length(4),
    membersLink: linkSchema,
  }),
  highlights: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    countries: z
      .array(
        z.strictObject({
          country: z.enum(['qatar', 'netherlands']),
          name: localizedText,
          summary: localizedText,
          facts: z.array(z.strictObject({ label: localizedText, value: localizedName })).length(4),
        }),
      )
      .length(2),
  }),
  callToAction: callToActionSchema,
});

describe('market overview content', () => {
  it('has trade statistics, sector bars, business connections and economic highlights', () => {
    expect(() => schema.parse(marketOverview)).not.toThrow();
  });

  it('states €32.4B of bilateral trade in 2023 and sector shares that add up to 100%', () => {
    expect(marketOverview.statistics.items[0]?.value.en).toBe('€32.4B');
    expect(marketOverview.statistics.items[0]?.label.en).toContain('2023');
    const total = marketOverview.sectors.shares.reduce((sum, sector) => sum + sector.share, 0);
    expect(total).toBe(100);
  });

  it('keeps the tax rates of the specification', () => {
    const [qatar, netherlands] = marketOverview.highlights.countries;
    expect(qatar?.facts.slice(0, 3).map((fact) => fact.value.en)).toEqual(['10%', '0%', '0%']);
    expect(netherlands?.facts.slice(0, 3).map((fact) => fact.value.en)).toEqual(['25.8%', 'Up to 49.5%', '21%']);
  });

  it('links to the member directory replacement, membership and cultural differences', () => {
    expect(marketOverview.connections.membersLink.href).toBe('/services/member-services');
    expect(marketOverview.callToAction.primary.href).toBe('/membership');
    expect(marketOverview.callToAction.secondary.href).toBe('/market-info/cultural-differences');
  });
});
