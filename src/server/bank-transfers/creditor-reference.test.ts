import { describe, expect, it } from 'vitest';
import { creditorReference, isCreditorReference, printedReference, referenceForInvoice } from './creditor-reference';

describe('ISO 11649 creditor references', () => {
  it('makes the standard’s own example from its body', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(printedReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('accepts well-formed references with any spacing and case, and refuses wrong check digits or characters', () => {
    expect(isCreditorReference('rf18 5390 0754 7034')).toBe(true);
    expect(isCreditorReference('RF19539007547034')).toBe(false);
    expect(isCreditorReference('RF18539007547035')).toBe(false);
    expect(isCreditorReference('RF18-5390')).toBe(false);
    expect(isCreditorReference(`RF00${'1'.repeat(22)}`)).toBe(false);
  });

  it('gives every invoice number a valid reference of its own, letters included', () => {
    const numbers = ['2026-000001', '2026-000002', '2027-123456', 'CN-2026-000003'];
    const references = numbers.map(referenceForInvoice);
    expect(references.every(isCreditorReference)).toBe(true);
    expect(new Set(references).size).toBe(numbers.length);
    expect(references[0]).toMatch(/^RF\d{2}2026000001$/);
  });

  it('refuses a body longer than 21 characters or with other characters', () => {
    expect(() => creditorReference('1'.repeat(22))).toThrow();
    expect(() => creditorReference('ABC/1')).toThrow();
  });
});
