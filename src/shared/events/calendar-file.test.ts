import { describe, expect, it } from 'vitest';
import { events } from '@content/events/events';
import { calendarFile } from './calendar-file';
import { zonedTimeToUtc } from './zoned-time';
import { eventSpan } from './event-dates';

function byId(id: string) {
  const event = events.find((item) => item.id === id);
  if (!event) throw new Error(id);
  return event;
}

describe('zonedTimeToUtc', () => {
  it('uses Qatar time (UTC+3) all year', () => {
    expect(new Date(zonedTimeToUtc('2027-05-25', '09:00', 'Asia/Qatar')).toISOString()).toBe('2027-05-25T06:00:00.000Z');
  });

  it('follows Dutch winter and summer time', () => {
    expect(new Date(zonedTimeToUtc('2027-01-19', '09:30', 'Europe/Amsterdam')).toISOString()).toBe('2027-01-19T08:30:00.000Z');
    expect(new Date(zonedTimeToUtc('2027-06-08', '13:00', 'Europe/Amsterdam')).toISOString()).toBe('2027-06-08T11:00:00.000Z');
  });
});

describe('calendarFile', () => {
  it('writes a valid calendar with the event in UTC', () => {
    const event = byId('smart-mobility-conference-2027');
    const file = calendarFile(event, eventSpan(event, '2026-11-25'), 'en', 'https://example.org/events#event-x');
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain('VERSION:2.0');
    expect(file).toContain('BEGIN:VEVENT');
    expect(file).toContain('SUMMARY:Smart Mobility and Infrastructure Conference');
    expect(file).toContain('DTSTART:20270119T083000Z');
    expect(file).toContain('DTEND:20270119T160000Z');
    expect(file).toContain('UID:smart-mobility-conference-2027-2027-01-19@qnlchamber.org');
    expect(file).toContain('LOCATION:World Forum\\, The Hague');
    expect(file.trimEnd()).toMatch(/END:VCALENDAR$/);
  });

  it('makes a multi-day event an all-day entry ending the day after its last day', () => {
    const event = byId('hydrogen-trade-mission-2027');
    const file = calendarFile(event, eventSpan(event, '2026-11-25'), 'en', 'https://example.org/events');
    expect(file).toContain('DTSTART;VALUE=DATE:20270315');
    expect(file).toContain('DTEND;VALUE=DATE:20270319');
  });

  it('writes the next edition of an annual event in the page language', () => {
    const event = byId('kings-day-reception');
    const file = calendarFile(event, eventSpan(event, '2026-11-25'), 'nl', 'https://example.org/nl/events');
    expect(file).toContain('SUMMARY:Koningsdag netwerkreceptie');
    expect(file).toContain('DTSTART:20270427T150000Z');
  });
});
