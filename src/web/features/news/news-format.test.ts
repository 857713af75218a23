import { describe, expect, it } from 'vitest';
import { readTimeLabel } from './news-format';
import { newsMessages } from './news-messages';

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
