import { describe, expect, it } from 'vitest';
import { inOneLanguage } from './one-language';

describe('inOneLanguage', () => {
  const content = {
    id: 'forum',
    capacity: 200,
    title: { en: 'Energy forum', ar: 'منتدى الطاقة', nl: 'Energieforum' },
    tags: [{ en: 'energy', ar: 'الطاقة', nl: 'energie' }],
    related: { href: '/events', label: { en: 'All events', ar: 'جميع الفعاليات', nl: 'Alle evenementen' } },
    partial: { en: 'not a full text', nl: 'geen volledige tekst' },
  };

  it('keeps the page language of every localized text, nested or in lists, and empties the others', () => {
    expect(inOneLanguage(content, 'ar')).toEqual({
      id: 'forum',
      capacity: 200,
      title: { en: '', ar: 'منتدى الطاقة', nl: '' },
      tags: [{ en: '', ar: 'الطاقة', nl: '' }],
      related: { href: '/events', label: { en: '', ar: 'جميع الفعاليات', nl: '' } },
      partial: { en: 'not a full text', nl: 'geen volledige tekst' },
    });
  });

  it('leaves the content itself untouched', () => {
    const before = structuredClone(content);
    inOneLanguage(content, 'nl');
    expect(content).toEqual(before);
  });
});
