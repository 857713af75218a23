import { eventCategories, type ChamberEvent, type EventCategory } from '@content/events/events';
import type { Locale } from '@shared/locales';
import { eventSpan, eventStatus, spansMonth, type EventSpan, type EventStatus } from '@shared/events/event-dates';
import { searchQuery, searchText } from '@shared/format/search-text';

export interface EventFilters {
  q: string;
  category: EventCategory | 'all';
  status: EventStatus | 'all';
  /** 1-12, or null for every month. */
  month: number | null;
}

export const defaultEventFilters: EventFilters = { q: '', category: 'all', status: 'upcoming', month: null };

const statuses: Array<EventFilters['status']> = ['upcoming', 'ongoing', 'past', 'all'];

/** Reads `?q=&category=&status=&month=`; a missing or unknown value means the default. */
export function parseEventFilters(params: URLSearchParams): EventFilters {
  const month = Number(params.get('month'));
  return {
    q: params.get('q')?.trim() ?? '',
    category: eventCategories.find((category) => category === params.get('category')) ?? 'all',
    status: statuses.find((status) => status === params.get('status')) ?? defaultEventFilters.status,
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : null,
  };
}

/** The query for a set of filters; defaults are left out so the plain URL is the default view. */
export function eventFiltersToParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.status !== defaultEventFilters.status) params.set('status', filters.status);
  if (filters.month !== null) params.set('month', String(filters.month));
  return params;
}

export interface ResolvedEvent {
  event: ChamberEvent;
  span: EventSpan;
  status: EventStatus;
}

const statusOrder: Record<EventStatus, number> = { ongoing: 0, upcoming: 1, past: 2 };

/**
 * Every event with its dates and status as of `today`: what is on now first,
 * then what is coming soonest, then the most recent past events.
 */
export function resolveEvents(events: ChamberEvent[], today: string): ResolvedEvent[] {
  return events
    .map((event) => {
      const span = eventSpan(event, today);
      return { event, span, status: eventStatus(span, today) };
    })
    .sort((a, b) => {
      const byStatus = statusOrder[a.status] - statusOrder[b.status];
      if (byStatus !== 0) return byStatus;
      const byDate = a.span.start.localeCompare(b.span.start);
      return a.status === 'past' ? -byDate : byDate;
    });
}

/** Applies every filter; the search looks at the title and description in the page's language. */
export function filterEvents(resolved: ResolvedEvent[], filters: EventFilters, locale: Locale): ResolvedEvent[] {
  const query = searchQuery(filters.q);
  return resolved.filter(
    ({ event, span, status }) =>
      (filters.status === 'all' || status === filters.status) &&
      (filters.category === 'all' || event.category === filters.category) &&
      (filters.month === null || spansMonth(span, filters.month)) &&
      (!query || searchText(`${event.title[locale]} ${event.description[locale]}`).includes(query)),
  );
}
