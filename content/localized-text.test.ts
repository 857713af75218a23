import { describe, expect, it } from 'vitest';
import { localizedName, localizedText, personName } from './localized-text';

describe('localized text', () => {
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

  it('lets a name or a figure read the same in every language, still with Latin digits', () => {
    expect(localizedName.safeParse({ en: '800+', ar: '800+', nl: '800+' }).success).toBe(true);
    expect(localizedName.safeParse({ en: 'Doha', ar: 'Doha', nl: 'Doha' }).success).toBe(true);
    expect(localizedName.safeParse({ en: '800+', ar: '٨٠٠+', nl: '800+' }).success).toBe(false);
  });

  it('writes a person in Arabic script on Arabic pages and in the same Latin form in English and Dutch', () => {
    expect(personName.safeParse({ en: 'Jan de Vries', ar: 'يان دي فريس', nl: 'Jan de Vries' }).success).toBe(true);
    expect(personName.safeParse({ en: 'Jan de Vries', ar: 'Jan de Vries', nl: 'Jan de Vries' }).success).toBe(false);
    expect(personName.safeParse({ en: 'Jan de Vries', ar: 'يان دي فريس', nl: 'J. de Vries' }).success).toBe(false);
  });
});
