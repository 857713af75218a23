import { describe, expect, it } from 'vitest';
import { formatAmount, formatEuro, formatNumber, formatPercent } from './numbers';

/** Arabic marks its numbers with invisible direction marks; compare what people read. */
const visible = (text: string) =>
  text
    .replace(/[\u200e\u200f\u061c\u00a0]/g, ' ')
    .replace(/ +/g, ' ')
    .trim();

describe('numbers', () => {
  it('groups thousands the way each language does, always in Latin digits', () => {
    expect(formatNumber(1250, 'en')).toBe('1,250');
    expect(formatNumber(1250, 'nl')).toBe('1.250');
    expect(formatNumber(1250, 'ar')).toBe('1,250');
  });

  it('shows whole euro prices without cents and other amounts with them', () => {
    expect(formatEuro(1250, 'en')).toBe('€1,250');
    expect(visible(formatEuro(1250, 'nl'))).toBe('€ 1.250');
    expect(visible(formatEuro(12.5, 'ar'))).toBe('12.50 €');
    expect(formatAmount(1250, 'eur', 'en')).toBe('€1,250.00');
  });

  it('shows percentages', () => {
    expect(formatPercent(42, 'en')).toBe('42%');
    expect(visible(formatPercent(42, 'ar'))).toMatch(/^42 ?%$/);
  });
});
