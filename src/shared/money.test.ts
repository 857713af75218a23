import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuroString, euroToCents } from './money';

describe('money', () => {
  it('formats cents as the API’s decimal euro strings', () => {
    expect(centsToEuroString(125_000)).toBe('1250.00');
    expect(centsToEuroString(5)).toBe('0.05');
    expect(centsToEuroString(0)).toBe('0.00');
    expect(() => centsToEuroString(1.5)).toThrow(RangeError);
  });

  it('turns euros into cents by rounding, as the payment element expects', () => {
    expect(euroToCents('1250.00')).toBe(125_000);
    expect(euroToCents(19.99)).toBe(1999);
    expect(() => euroToCents('abc')).toThrow(RangeError);
  });

  it('round-trips every whole number of cents', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => euroToCents(centsToEuroString(cents)) === cents));
  });
});
