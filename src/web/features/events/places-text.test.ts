import { describe, expect, it } from 'vitest';
import { events } from '@content/events/events';
import { eventsMessages } from './events-messages';
import { resolveEvents } from './filter-events';
import { placesText } from './places-text';

const resolved = resolveEvents(events, '2026-11-25');
const item = (id: string) => {
  const found = resolved.find((entry) => entry.event.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('placesText', () => {
  it('shows registrations against places for a coming event', () => {
    expect(placesText(item('smart-mobility-conference-2027'), eventsMessages.in('en'))).toBe('142 of 350 registered');
  });

  it('shows only the places when nobody has registered yet', () => {
    expect(placesText(item('kings-day-reception'), eventsMessages.in('en'))).toBe('250 places');
    expect(placesText(item('kings-day-reception'), eventsMessages.in('ar'))).toBe('250 مقعدًا');
  });

  it('shows attendance for a past event and nothing without figures', () => {
    expect(placesText(item('energy-transition-forum-2026'), eventsMessages.in('nl'))).toBe('236 deelnemers');
    expect(placesText(item('dutch-design-exhibition'), eventsMessages.in('en'))).toBeUndefined();
  });
});
