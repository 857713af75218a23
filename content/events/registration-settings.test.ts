import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_SEATS_PER_REGISTRATION } from '@shared/event-registration';
import { events } from './events';
import { eventRegistrationSettings } from './registration-settings';

const instant = z.iso.datetime({ offset: true });
const cents = z.number().int().nonnegative();
const settingsSchema = z.strictObject({
  eventId: z.string(),
  capacity: z.number().int().positive(),
  opensAt: instant,
  closesAt: instant,
  memberPriceCents: cents,
  nonMemberPriceCents: cents.nullable(),
  maxSeatsPerRegistration: z.number().int().min(1).max(MAX_SEATS_PER_REGISTRATION),
  waitlist: z.boolean(),
});

describe('event registration settings', () => {
  it.each(eventRegistrationSettings)('$eventId is well formed and matches its event', (settings) => {
    settingsSchema.parse(settings);
    const event = events.find((candidate) => candidate.id === settings.eventId);
    expect(event, 'an event of the programme').toBeDefined();
    expect(settings.capacity).toBe(event?.capacity);
    expect(event?.attendees ?? 0).toBeLessThan(settings.capacity);
    expect(Date.parse(settings.opensAt)).toBeLessThan(Date.parse(settings.closesAt));
  });

  it('names each event once', () => {
    const ids = eventRegistrationSettings.map((settings) => settings.eventId);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
