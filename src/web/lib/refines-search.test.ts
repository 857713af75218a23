import { describe, expect, it } from 'vitest';
import { refinesSearch } from './refines-search';

describe('refinesSearch', () => {
  it('is true only when the query alone changes from one query to another', () => {
    expect(refinesSearch({ q: 'hyd', year: 2024 }, { q: 'hydrogen' })).toBe(true);
    expect(refinesSearch({ q: '', year: 2024 }, { q: 'hydrogen' })).toBe(false);
    expect(refinesSearch({ q: 'hydrogen', year: 2024 }, { q: '' })).toBe(false);
    expect(refinesSearch({ q: 'hyd', year: 2024 }, { q: 'hydrogen', year: 2025 })).toBe(false);
  });
});
