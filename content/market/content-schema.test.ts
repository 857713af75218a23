import { describe, expect, it } from 'vitest';
import { internalHref, localizedText } from './content-schema';

describe('content schema helpers', () => {
  it('accepts a text written in all three languages', () => {
    expect(localizedText.safeParse({ en: 'Trade', ar: 'التجارة', nl: 'Handel' }).success).toBe(true);
    expect(localizedText.safeParse({ en: '€30B+', ar: '30+ مليار €', nl: '€30 mrd+' }).success).toBe(true);
  });

  it('rejects a missing or empty language, Arabic-Indic digits and untranslated Arabic', () => {
    expect(localizedText.safeParse({ en: 'Trade', nl: 'Handel' }).success).toBe(false);
    expect(localizedText.safeParse({ en: 'Trade', ar: ' ', nl: 'Handel' }).success).toBe(false);
    expect(localizedText.safeParse({ en: '30 years', ar: '٣٠ عامًا', nl: '30 jaar' }).success).toBe(false);
    expect(localizedText.safeParse({ en: 'Trade', ar: 'Trade', nl: 'Handel' }).success).toBe(false);
  });

  it('accepts only links to pages of the route table', () => {
    expect(internalHref.safeParse('/market-info/overview').success).toBe(true);
    expect(internalHref.safeParse('/contact?department=management').success).toBe(true);
    expect(internalHref.safeParse('/services/arbitration#process').success).toBe(true);
    expect(internalHref.safeParse('/members').success).toBe(false);
    expect(internalHref.safeParse('#').success).toBe(false);
    expect(internalHref.safeParse('https://example.com').success).toBe(false);
  });
});
