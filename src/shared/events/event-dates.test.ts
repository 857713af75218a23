import { describe, expect, it } from 'vitest';
import type { ChamberEvent } from '@content/events/events';
import { addDays, eventSpan, eventStatus, localIsoDate, spansMonth } from './event-dates';

const base: ChamberEvent = {
  id: 'sample',
  title: { en: 'Sample', ar: 'عينة', nl: 'Voorbeeld' },
  description: { en: 'Sample', ar: 'عينة', nl: 'Voorbeeld' },
  date: '2026-11-20',
  startTime: '09:00',
  endTime: '17:00',
  timeZone: 'Asia/Qatar',
  location: { en: 'Doha', ar: 'الدوحة', nl: 'Doha' },
  category: 'Energy',
  registrationUrl: '/contact?department=events',
  price: { en: 'Free', ar: 'مجانًا', nl: 'Gratis' },
};

describe('eventStatus', () => {
  const span = { start: '2026-11-20', end: '2026-11-22' };

  it('is upcoming before the first day', () => {
    expect(eventStatus(span, '2026-11-19')).toBe('upcoming');
  });

  it('is ongoing from the first to the last day, both included', () => {
    expect(eventStatus(span, '2026-11-20')).toBe('ongoing');
    expect(eventStatus(span, '2026-11-21')).toBe('ongoing');
    expect(eventStatus(span, '2026-11-22')).toBe('ongoing');
  });

  it('is past after the last day', () => {
    expect(eventStatus(span, '2026-11-23')).toBe('past');
  });

  it('treats a one-day event as ongoing on its day', () => {
    expect(eventStatus(eventSpan(base, '2026-11-20'), '2026-11-20')).toBe('ongoing');
  });
});

describe('eventSpan', () => {
  it('keeps the dates of a one-off event, even when it is long past', () => {
    expect(eventSpan({ ...base, endDate: '2026-11-22' }, '2030-01-01')).toEqual({ start: '2026-11-20', end: '2026-11-22' });
  });

  it('moves an annual event to the edition that has not ended yet', () => {
    const annual = { ...base, date: '2026-04-27', annual: true };
    expect(eventSpan(annual, '2026-01-10')).toEqual({ start: '2026-04-27', end: '2026-04-27' });
    expect(eventSpan(annual, '2026-04-27')).toEqual({ start: '2026-04-27', end: '2026-04-27' });
    expect(eventSpan(annual, '2026-11-25')).toEqual({ start: '2027-04-27', end: '2027-04-27' });
    expect(eventSpan(annual, '2031-06-01')).toEqual({ start: '2032-04-27', end: '2032-04-27' });
  });

  it('never shows an edition before the first one', () => {
    expect(eventSpan({ ...base, date: '2026-12-18', annual: true }, '2024-05-01')).toEqual({
      start: '2026-12-18',
      end: '2026-12-18',
    });
  });
});

describe('spansMonth', () => {
  it('matches every month an event touches, across the turn of the year', () => {
    const span = { start: '2026-10-01', end: '2027-03-31' };
    expect([1, 2, 3, 10, 11, 12].every((month) => spansMonth(span, month))).toBe(true);
    expect([4, 5, 6, 7, 8, 9].some((month) => spansMonth(span, month))).toBe(false);
  });

  it('matches only its own month for a one-day event', () => {
    const span = { start: '2027-05-25', end: '2027-05-25' };
    expect(spansMonth(span, 5)).toBe(true);
    expect(spansMonth(span, 6)).toBe(false);
  });

  it('matches every month for an event of a year or more', () => {
    const span = { start: '2026-01-15', end: '2027-02-01' };
    expect(Array.from({ length: 12 }, (_, index) => spansMonth(span, index + 1)).every(Boolean)).toBe(true);
  });
});

describe('date helpers', () => {
  it('adds days across month and year ends', () => {
    expect(addDays('2027-03-31', 1)).toBe('2027-04-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('writes the local date with leading zeros', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
