import { describe, expect, it } from 'vitest';
import { eventCategories } from '@content/events/events';
import { locales } from '@shared/locales';
import { catalogText, rawCatalog } from '../../../../tests/helpers/messages';

const en = (key: string, values?: Record<string, number>) => catalogText('en', 'events', key, values);

describe('the events catalog', () => {
  it('names every category of the programme, and only those', () => {
    for (const locale of locales) {
      const { category } = rawCatalog<{ category: Record<string, string> }>(locale, 'events');
      expect(Object.keys(category)).toEqual([...eventCategories]);
    }
  });

  it('uses the wording of the specification for the empty result and the statuses', () => {
    expect(en('empty.title')).toBe('No events found');
    expect(en('empty.text')).toBe('Try adjusting your filters to see more events.');
    expect(['upcoming', 'ongoing', 'past', 'all'].map((status) => en(`status.${status}`))).toEqual(['Upcoming', 'Ongoing', 'Past', 'All']);
  });

  it('counts events with the plural forms of each language', () => {
    expect(en('filters.results', { count: 1 })).toBe('1 event found');
    expect(en('filters.results', { count: 7 })).toBe('7 events found');
    expect(catalogText('nl', 'events', 'hero.count', { count: 1 })).toBe('1 evenement in ons programma');
    expect(catalogText('ar', 'events', 'hero.count', { count: 2 })).toBe('فعاليتان في برنامجنا');
    expect(catalogText('ar', 'events', 'filters.results', { count: 5 })).toBe('عثرنا على 5 فعاليات');
    expect(catalogText('ar', 'events', 'card.capacity', { capacity: 200 })).toBe('200 مقعد');
  });
});
