import { describe, expect, it } from 'vitest';
import { formatAmountPaid } from './mail-formats';

describe('formatAmountPaid', () => {
  it('states euros with their cents in the mail’s language', () => {
    expect(formatAmountPaid(125_000, 'en')).toBe('€1,250.00');
    expect(formatAmountPaid(125_000, 'nl')).toBe('€\u00A01.250,00');
    expect(formatAmountPaid(125_000, 'ar')).toMatch(/1,250\.00/);
  });
});
