import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalPath, isoDate } from '../about/content-schema';
import { localizedText } from '../localized-text';
import { eventCategories, events, programmeReviewedOn } from './events';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const chamberEvent = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: localizedText,
    description: localizedText,
    date: isoDate,
    endDate: isoDate.optional(),
    startTime: time,
    endTime: time,
    timeZone: z.enum(['Asia/Qatar', 'Europe/Amsterdam']),
    location: localizedText,
    category: z.enum(eventCategories),
    registrationUrl: internalPath,
    price: localizedText,
    capacity: z.number().int().positive().optional(),
    attendees: z.number().int().nonnegative().optional(),
    isPartnerEvent: z.boolean().optional(),
    annual: z.boolean().optional(),
  })
  .strict()
  .refine((event) => !event.endDate || event.endDate > event.date, 'endDate comes after date')
  .refine((event) => event.endTime > event.startTime, 'endTime comes after startTime')
  .refine(
    (event) => event.attendees === undefined || event.capacity === undefined || event.attendees <= event.capacity,
    'no more attendees than places',
  );

describe('events content', () => {
  it('matches its schema with every language written', () => {
    expect(z.array(chamberEvent).min(12).parse(events)).toHaveLength(events.length);
    expect(isoDate.parse(programmeReviewedOn)).toBe(programmeReviewedOn);
  });

  it('gives every event its own id', () => {
    expect(new Set(events.map((event) => event.id)).size).toBe(events.length);
  });

  it('covers all nine categories of the specification', () => {
    expect(eventCategories).toEqual([
      'Energy',
      'Technology',
      'Maritime',
      'Business Culture',
      'Investment',
      'Agriculture',
      'Sports',
      'Culture',
      'Infrastructure',
    ]);
    expect(new Set(events.map((event) => event.category))).toEqual(new Set(eventCategories));
  });

  it('shows prices in euro and QAR, or says the event is free or by invitation', () => {
    for (const event of events) {
      expect(event.price.en).toMatch(/€[\d,]+ \(QAR [\d,]+\)|^Free|^By invitation/);
    }
  });

  it('sends registrations to a team on the contact page', () => {
    for (const event of events) expect(event.registrationUrl).toMatch(/^\/contact\?department=/);
  });
});
