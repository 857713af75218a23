import { describe, expect, it } from 'vitest';
import { formatNewsDate, readTimeLabel } from './news-format';
import { newsMessages } from './news-messages';

describe('formatNewsDate', () => {
  it("writes 'MMM dd, yyyy' in English", () => {
    expect(formatNewsDate('2026-03-05', 'en')).toBe('Mar 05, 2026');
    expect(formatNewsDate('2024-11-12', 'en')).toBe('Nov 12, 2024');
  });

  it('uses Dutch and Arabic month names with Latin digits', () => {
    expect(formatNewsDate('2026-03-05', 'nl')).toBe('mrt. 05, 2026');
    expect(formatNewsDate('2026-03-05', 'ar')).toBe('مارس 05, 2026');
  });
});

describe('readTimeLabel', () => {
  it("says 'min read' under ten minutes", () => {
    expect(readTimeLabel(4, newsMessages.in('en'))).toBe('4 min read');
    expect(readTimeLabel(9, newsMessages.in('en'))).toBe('9 min read');
  });

  it("says 'min' from ten minutes on", () => {
    expect(readTimeLabel(10, newsMessages.in('en'))).toBe('10 min');
    expect(readTimeLabel(32, newsMessages.in('en'))).toBe('32 min');
  });

  it('speaks the page language', () => {
    expect(readTimeLabel(4, newsMessages.in('nl'))).toBe('4 min lezen');
    expect(readTimeLabel(12, newsMessages.in('ar'))).toBe('12 دقيقة');
    expect(readTimeLabel(4, newsMessages.in('ar'))).toBe('قراءة في 4 دقائق');
  });
});
