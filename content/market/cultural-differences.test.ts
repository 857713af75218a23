import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionSchema, localizedList } from './content-schema';
import { localizedText } from '../localized-text';
import { culturalDifferences } from './cultural-differences';

const schema = z.strictObject({
  comparisons: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    items: z
      .array(
        z.strictObject({
          id: z.string().regex(/^[a-z-]+$/),
          icon: z.enum(['meeting', 'communication', 'time']),
          topic: localizedText,
          qatar: z.array(localizedText).min(3),
          netherlands: z.array(localizedText).min(3),
          tip: localizedText,
        }),
      )
      .length(3),
  }),
  tips: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    categories: z
      .array(
        z.strictObject({
          icon: z.enum(['first-meeting', 'networking', 'negotiation']),
          title: localizedText,
          tips: localizedList(3),
        }),
      )
      .length(3),
  }),
  calendar: z.strictObject({
    heading: localizedText,
    intro: localizedText,
    events: z
      .array(
        z.strictObject({
          name: localizedText,
          country: z.enum(['qatar', 'netherlands']),
          timing: localizedText,
          description: localizedText,
          businessImpact: localizedText,
        }),
      )
      .length(4),
  }),
  callToAction: callToActionSchema,
});

describe('cultural differences content', () => {
  it('has three comparisons, three tip categories and four calendar events', () => {
    expect(() => schema.parse(culturalDifferences)).not.toThrow();
  });

  it('covers the topics, tip categories and events of the specification', () => {
    expect(culturalDifferences.comparisons.items.map((item) => item.topic.en)).toEqual([
      'Meeting Etiquette',
      'Communication Styles',
      'Time Management',
    ]);
    expect(culturalDifferences.tips.categories.map((category) => category.title.en)).toEqual([
      'First Meetings',
      'Networking Events',
      'Negotiation Approach',
    ]);
    expect(culturalDifferences.calendar.events.map((event) => event.name.en)).toEqual([
      'Ramadan',
      'Eid al-Fitr',
      'King’s Day',
      'Qatar National Day',
    ]);
  });

  it('calls to action to membership and the focus sectors', () => {
    expect(culturalDifferences.callToAction.primary.href).toBe('/membership');
    expect(culturalDifferences.callToAction.secondary.href).toBe('/market-info/focus-sectors');
  });
});
