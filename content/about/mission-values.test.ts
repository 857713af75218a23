import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText } from '../localized-text';
import { missionValues } from './mission-values';

const schema = z
  .object({
    mission: z
      .object({
        heading: localizedText,
        statement: localizedText,
        pillars: z.array(z.object({ icon: z.string(), title: localizedText, text: localizedText }).strict()).length(3),
      })
      .strict(),
    values: z
      .object({
        heading: localizedText,
        intro: localizedText,
        items: z
          .array(
            z
              .object({ icon: z.string(), title: localizedText, summary: localizedText, details: z.array(localizedText).length(4) })
              .strict(),
          )
          .length(5),
      })
      .strict(),
    closing: z.object({ heading: localizedText, text: localizedText }).strict(),
  })
  .strict();

describe('mission and values content', () => {
  it('matches its schema with every language written', () => {
    expect(() => schema.parse(missionValues)).not.toThrow();
  });

  it('names the mission and the five values of the specification', () => {
    expect(missionValues.mission.pillars.map((pillar) => pillar.title.en)).toEqual(['Inform', 'Inspire', 'Connect']);
    expect(missionValues.values.items.map((value) => value.title.en)).toEqual([
      'Binationality',
      'Connection',
      'Dynamism',
      'Appreciation',
      'Sustainability',
    ]);
  });
});
