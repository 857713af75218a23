import { describe, expect, it } from 'vitest';
import { formatAmountPaid, formatMailDate } from './mail-formats';

describe('formatAmountPaid', () => {
  it('states euros with their cents in the mail’s language', () => {
    expect(formatAmountPaid(125_000, 'en')).toBe('€1,250.00');
    expect(formatAmountPaid(125_000, 'nl')).toBe('€\u00A01.250,00');
    expect(formatAmountPaid(125_000, 'ar')).toMatch(/1,250\.00/);
  });
});

describe('formatMailDate', () => {
  it('writes the day out in the mail’s language, with Latin digits in Arabic', () => {
    const day = new Date('2027-03-01T23:30:00Z');
    expect(formatMailDate(day, 'en')).toBe('March 1, 2027');
    expect(formatMailDate(day, 'nl')).toBe('1 maart 2027');
    expect(formatMailDate(day, 'ar')).toBe('1 مارس 2027');
  });
});
