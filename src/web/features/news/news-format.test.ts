import { describe, expect, it } from 'vitest';
import { newsPage } from '@content/news/news-page';
import { formatNewsDate, readTimeLabel } from './news-format';

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
    expect(readTimeLabel(4, newsPage.article, 'en')).toBe('4 min read');
    expect(readTimeLabel(9, newsPage.article, 'en')).toBe('9 min read');
  });

  it("says 'min' from ten minutes on", () => {
    expect(readTimeLabel(10, newsPage.article, 'en')).toBe('10 min');
    expect(readTimeLabel(32, newsPage.article, 'en')).toBe('32 min');
  });

  it('speaks the page language', () => {
    expect(readTimeLabel(4, newsPage.article, 'nl')).toBe('4 min lezen');
    expect(readTimeLabel(12, newsPage.article, 'ar')).toContain('12');
  });
});
