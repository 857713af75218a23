import { describe, expect, it } from 'vitest';
import { newsPage } from '@content/news/news-page';
import { readTimeLabel } from './news-format';

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
