import { describe, expect, it } from 'vitest';
import { formatDate, formatDateSpan } from './dates';

describe('formatDate', () => {
  it("keeps the specification's 'MMM dd, yyyy' in English", () => {
    expect(formatDate('2026-11-18', 'en')).toBe('Nov 18, 2026');
    expect(formatDate('2026-03-05', 'en')).toBe('Mar 05, 2026');
    expect(formatDate('2026-03-05', 'en', 'long')).toBe('March 5, 2026');
  });

  it('writes Dutch day, month, year', () => {
    expect(formatDate('2026-11-18', 'nl')).toMatch(/^18 nov\.? 2026$/);
    expect(formatDate('2026-03-05', 'nl', 'long')).toBe('5 maart 2026');
  });

  it('writes Arabic day, Arabic month name, year, all in Latin digits', () => {
    expect(formatDate('2026-11-18', 'ar')).toBe('18 نوفمبر 2026');
    expect(formatDate('2026-03-05', 'ar', 'long')).toBe('5 مارس 2026');
  });

  it('reads a timestamp as its calendar day in UTC', () => {
    expect(formatDate(new Date('2026-11-18T23:30:00Z'), 'en')).toBe('Nov 18, 2026');
  });
});

describe('formatDateSpan', () => {
  it('shows one day once and a longer span from first to last day', () => {
    expect(formatDateSpan('2027-01-19', '2027-01-19', 'en')).toBe('Jan 19, 2027');
    expect(formatDateSpan('2026-10-01', '2027-03-31', 'en')).toBe('Oct 01, 2026 – Mar 31, 2027');
    expect(formatDateSpan('2026-10-01', '2027-03-31', 'ar')).toBe('1 أكتوبر 2026 – 31 مارس 2027');
  });
});
