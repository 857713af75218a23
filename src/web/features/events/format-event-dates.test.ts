import { describe, expect, it } from 'vitest';
import { formatEventDates } from './format-event-dates';

describe('formatEventDates', () => {
  it('writes one day, or the first and last day of a longer event', () => {
    expect(formatEventDates({ start: '2027-01-19', end: '2027-01-19' }, 'en')).toBe('Jan 19, 2027');
    expect(formatEventDates({ start: '2026-10-01', end: '2027-03-31' }, 'en')).toBe('Oct 1, 2026 – Mar 31, 2027');
  });

  it('uses the page language with Latin digits', () => {
    expect(formatEventDates({ start: '2027-01-19', end: '2027-01-19' }, 'nl')).toBe('19 jan. 2027');
    expect(formatEventDates({ start: '2027-01-19', end: '2027-01-19' }, 'ar')).toMatch(/^19 .+ 2027$/);
  });
});
