import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { localizedText } from '../localized-text';
import { eventCategories } from './events';
import { categoryLabels, eventsPage, monthNames, statusLabels } from './events-page';

const counted = z.object({ one: localizedText, other: localizedText }).strict();
const labels = z.record(z.string(), localizedText);
const schema = z
  .object({
    hero: z.object({ count: counted, browse: localizedText, propose: localizedText }).strict(),
    programme: z.object({ heading: localizedText, intro: localizedText }).strict(),
    filters: z
      .object({
        label: localizedText,
        search: localizedText,
        searchPlaceholder: localizedText,
        category: localizedText,
        allCategories: localizedText,
        status: localizedText,
        month: localizedText,
        allMonths: localizedText,
        clear: localizedText,
        results: counted,
      })
      .strict(),
    empty: z.object({ title: localizedText, text: localizedText }).strict(),
    card: labels,
    highlights: z
      .object({
        heading: localizedText,
        intro: localizedText,
        items: z.array(z.object({ icon: z.string(), title: localizedText, text: localizedText }).strict()).length(4),
      })
      .strict(),
    closing: labels,
  })
  .strict();

describe('events page content', () => {
  it('labels every category, status and month in every language', () => {
    expect(Object.keys(categoryLabels)).toEqual([...eventCategories]);
    expect(() => labels.parse(categoryLabels)).not.toThrow();
    expect(Object.keys(statusLabels)).toEqual(['upcoming', 'ongoing', 'past', 'all']);
    expect(() => labels.parse(statusLabels)).not.toThrow();
    expect(z.array(localizedText).length(12).parse(monthNames)).toHaveLength(12);
  });

  it('matches its schema with every language written', () => {
    expect(() => schema.parse(eventsPage)).not.toThrow();
  });

  it('uses the wording of the specification for the empty result and the statuses', () => {
    expect(eventsPage.empty.title.en).toBe('No events found');
    expect(eventsPage.empty.text.en).toBe('Try adjusting your filters to see more events.');
    expect(Object.values(statusLabels).map((label) => label.en)).toEqual(['Upcoming', 'Ongoing', 'Past', 'All']);
  });
});
