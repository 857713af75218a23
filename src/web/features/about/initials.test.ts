import { describe, expect, it } from 'vitest';
import { initials } from './initials';

describe('initials', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Pieter van der Linden')).toBe('PL');
    expect(initials('Eva Janssen-Kool')).toBe('EJ');
  });

  it('leaves out titles', () => {
    expect(initials('Dr. Latifa Al-Khaldi')).toBe('LA');
    expect(initials('Prof. Sanne Willemsen')).toBe('SW');
  });

  it('copes with a single word, extra spaces and an empty name', () => {
    expect(initials('Tulip')).toBe('T');
    expect(initials('  reem   al-farsi ')).toBe('RA');
    expect(initials('')).toBe('');
  });
});
