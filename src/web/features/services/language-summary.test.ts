import { describe, expect, it } from 'vitest';
import { summarizeLanguages } from './language-summary';

describe('summarizeLanguages', () => {
  it('names the first two languages and counts the rest', () => {
    expect(summarizeLanguages(['Arabic', 'English', 'Dutch', 'French'])).toEqual({
      named: ['Arabic', 'English'],
      more: 2,
    });
  });

  it('has nothing more to count for two languages or fewer', () => {
    expect(summarizeLanguages(['Arabic', 'English'])).toEqual({ named: ['Arabic', 'English'], more: 0 });
    expect(summarizeLanguages(['Dutch'])).toEqual({ named: ['Dutch'], more: 0 });
  });
});
