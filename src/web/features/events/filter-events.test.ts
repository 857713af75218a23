import { describe, expect, it } from 'vitest';
import { events, programmeReviewedOn } from '@content/events/events';
import {
  defaultEventFilters,
  eventFiltersToParams,
  filterEvents,
  parseEventFilters,
  resolveEvents,
  type EventFilters,
} from './filter-events';

const today = '2026-11-25';
const resolved = resolveEvents(events, today);
const ids = (filters: Partial<EventFilters>, locale: 'en' | 'ar' | 'nl' = 'en') =>
  filterEvents(resolved, { ...defaultEventFilters, ...filters }, locale).map((item) => item.event.id);

describe('resolveEvents', () => {
  it('puts ongoing events first, then upcoming from the soonest, then past from the latest', () => {
    const statuses = resolved.map((item) => item.status);
    expect(statuses).toEqual(
      [...statuses].sort((a, b) => ['ongoing', 'upcoming', 'past'].indexOf(a) - ['ongoing', 'upcoming', 'past'].indexOf(b)),
    );
    const upcoming = resolved.filter((item) => item.status === 'upcoming').map((item) => item.span.start);
    expect(upcoming).toEqual([...upcoming].sort());
    const past = resolved.filter((item) => item.status === 'past').map((item) => item.span.start);
    expect(past).toEqual([...past].sort().reverse());
  });

  it('has past, ongoing and upcoming events around the date the programme was reviewed', () => {
    const atReview = resolveEvents(events, programmeReviewedOn);
    for (const status of ['past', 'ongoing', 'upcoming'] as const) {
      expect(atReview.some((item) => item.status === status)).toBe(true);
    }
  });

  it('never leaves the default Upcoming view empty, however far in the future', () => {
    for (const day of ['2026-11-25', '2027-12-31', '2030-07-01', '2045-04-28']) {
      expect(filterEvents(resolveEvents(events, day), defaultEventFilters, 'en').length).toBeGreaterThan(0);
    }
  });
});

describe('filterEvents', () => {
  it('shows upcoming events by default', () => {
    expect(ids({})).toEqual(resolved.filter((item) => item.status === 'upcoming').map((item) => item.event.id));
  });

  it('filters by each status and shows everything for all', () => {
    expect(ids({ status: 'ongoing' })).toEqual(['dutch-design-exhibition', 'startup-bridge-programme']);
    expect(ids({ status: 'past' })[0]).toBe('sports-business-exchange-2026');
    expect(ids({ status: 'all' })).toHaveLength(events.length);
  });

  it('filters by category', () => {
    expect(ids({ category: 'Maritime', status: 'all' })).toEqual(['maritime-logistics-forum-2027', 'rotterdam-maritime-roundtable-2026']);
    expect(ids({ category: 'Maritime' })).toEqual(['maritime-logistics-forum-2027']);
  });

  it('filters by month, including events that run through it', () => {
    expect(ids({ month: 12 })).toEqual(['qatar-national-day-reception']);
    expect(ids({ month: 12, status: 'all' })).toEqual([
      'dutch-design-exhibition',
      'startup-bridge-programme',
      'qatar-national-day-reception',
    ]);
  });

  it('searches titles and descriptions without regard to case or accents', () => {
    expect(ids({ q: 'HYDROGEN', status: 'all' })).toEqual(['hydrogen-trade-mission-2027', 'energy-transition-forum-2026']);
    expect(ids({ q: 'hamad port' })).toEqual(['maritime-logistics-forum-2027']);
    expect(ids({ q: 'waterstof', status: 'all' }, 'nl')).toContain('hydrogen-trade-mission-2027');
  });

  it('combines every filter', () => {
    expect(ids({ q: 'forum', category: 'Energy', status: 'past', month: 2 })).toEqual(['energy-transition-forum-2026']);
    expect(ids({ q: 'forum', category: 'Energy', status: 'upcoming', month: 2 })).toEqual([]);
  });

  it('finds nothing for a search without matches', () => {
    expect(ids({ q: 'no such event anywhere', status: 'all' })).toEqual([]);
  });
});

describe('filters in the query', () => {
  it('reads every filter from the query', () => {
    expect(parseEventFilters(new URLSearchParams('q=forum&category=Business+Culture&status=past&month=9'))).toEqual({
      q: 'forum',
      category: 'Business Culture',
      status: 'past',
      month: 9,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseEventFilters(new URLSearchParams(''))).toEqual(defaultEventFilters);
    expect(parseEventFilters(new URLSearchParams('category=Fishing&status=soon&month=13'))).toEqual(defaultEventFilters);
    expect(parseEventFilters(new URLSearchParams('month=2.5')).month).toBeNull();
  });

  it('writes only what differs from the defaults and reads back the same filters', () => {
    expect(eventFiltersToParams(defaultEventFilters).toString()).toBe('');
    const filters: EventFilters = { q: 'design', category: 'Culture', status: 'all', month: 3 };
    expect(parseEventFilters(eventFiltersToParams(filters))).toEqual(filters);
  });
});
