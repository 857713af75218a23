import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionSchema, localizedList, statisticSchema } from './content-schema';
import { localizedText } from '../localized-text';
import { focusSectors } from './focus-sectors';

const sectorSchema = z.strictObject({
  id: z.string().regex(/^[a-z-]+$/),
  icon: z.enum(['energy', 'finance', 'infrastructure', 'technology']),
  title: localizedText,
  description: localizedText,
  marketSize: localizedText,
  growth: localizedText,
  activeProjects: z.number().int().positive(),
  opportunities: localizedList(4),
  keyProjects: z.array(localizedText).min(2),
  stats: z.strictObject({ share: z.number().min(0).max(100), description: localizedText }),
});

const schema = z.strictObject({
  statistics: z.strictObject({ heading: localizedText, items: z.array(statisticSchema).length(4) }),
  sectors: z.strictObject({ heading: localizedText, intro: localizedText, items: z.array(sectorSchema).length(4) }),
  successStories: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          sectorId: z.string(),
          title: localizedText,
          partners: z.string().min(3),
          summary: localizedText,
          result: localizedText,
        }),
      )
      .length(3),
  }),
  callToAction: callToActionSchema,
});

describe('focus sectors content', () => {
  it('has four summary stats, four sectors and three success stories', () => {
    expect(() => schema.parse(focusSectors)).not.toThrow();
  });

  it('names the four sectors of the specification and 4 strategic sectors with 500+ active projects', () => {
    expect(focusSectors.sectors.items.map((sector) => sector.title.en)).toEqual([
      'Energy & LNG',
      'Financial Services & Fintech',
      'Smart Infrastructure & Construction',
      'Technology & Innovation',
    ]);
    const figures = focusSectors.statistics.items.map((item) => item.value.en);
    expect(figures).toContain('4');
    expect(figures).toContain('500+');
    const projects = focusSectors.sectors.items.reduce((sum, sector) => sum + sector.activeProjects, 0);
    expect(projects).toBeGreaterThanOrEqual(500);
  });

  it('ties every success story to one of the sectors', () => {
    const ids = focusSectors.sectors.items.map((sector) => sector.id);
    for (const story of focusSectors.successStories.items) expect(ids).toContain(story.sectorId);
  });

  it('calls to action to membership and the publications', () => {
    expect(focusSectors.callToAction.primary.href).toBe('/membership');
    expect(focusSectors.callToAction.secondary.href).toBe('/market-info/publications');
  });
});
