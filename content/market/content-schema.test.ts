import { describe, expect, it } from 'vitest';
import { internalHref } from './content-schema';

describe('content schema helpers', () => {
  it('accepts only links to pages of the route table', () => {
    expect(internalHref.safeParse('/market-info/overview').success).toBe(true);
    expect(internalHref.safeParse('/contact?department=management').success).toBe(true);
    expect(internalHref.safeParse('/services/arbitration#process').success).toBe(true);
    expect(internalHref.safeParse('/members').success).toBe(false);
    expect(internalHref.safeParse('#').success).toBe(false);
    expect(internalHref.safeParse('https://example.com').success).toBe(false);
  });
});
