import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { statistic } from './content-schema';
import { localizedText } from '../localized-text';
import { history } from './history';

const schema = z
  .object({
    timeline: z
      .object({
        heading: localizedText,
        intro: localizedText,
        items: z
          .array(z.object({ year: z.string(), title: localizedText, description: localizedText, highlight: z.boolean() }).strict())
          .length(10),
      })
      .strict(),
    impact: z.object({ heading: localizedText, intro: localizedText, items: z.array(statistic).length(4) }).strict(),
    closing: z.object({ heading: localizedText, text: localizedText }).strict(),
  })
  .strict();

describe('history content', () => {
  it('matches its schema with every language written', () => {
    expect(() => schema.parse(history)).not.toThrow();
  });

  it('has the ten milestones of the specification, some flagged', () => {
    expect(history.timeline.items.map((item) => item.year)).toEqual([
      '1905',
      '1970s',
      '1995',
      '2010',
      '2015',
      '2017',
      '2020',
      '2022',
      '2024',
      '2025',
    ]);
    expect(history.timeline.items.find((item) => item.year === '2015')?.title.en).toMatch(/Foundation/);
    expect(history.timeline.items.some((item) => item.highlight)).toBe(true);
  });

  it('shows the impact metrics of the specification', () => {
    expect(history.impact.items.map((item) => item.value.en)).toEqual(['800+', '€30B+', '50+', '15+']);
  });
});
