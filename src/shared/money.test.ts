import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsToEuroString, euroInputToCents, euroToCents } from './money';

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

describe('euroInputToCents', () => {
  it('reads euros typed with a point or a comma into cents', () => {
    expect(euroInputToCents('120')).toBe(12_000);
    expect(euroInputToCents(' 120.5 ')).toBe(12_050);
    expect(euroInputToCents('120,05')).toBe(12_005);
    expect(euroInputToCents('0.01')).toBe(1);
  });

  it('refuses what is not a plain amount', () => {
    for (const typed of ['', '1.250,00', '12.345', '-5', '1e3', '€5', '5.', '.5']) expect(euroInputToCents(typed), typed).toBeUndefined();
  });
});
