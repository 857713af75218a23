import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { callToActionSchema, internalHref, localizedList } from './content-schema';
import { localizedText } from '../localized-text';
import { marketHub } from './hub';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  cards: z
    .array(
      z.strictObject({
        icon: z.enum(['overview', 'culture', 'sectors', 'publications', 'partners']),
        title: localizedText,
        description: localizedText,
        topics: localizedList(3),
        href: internalHref,
      }),
    )
    .length(5),
  callToAction: callToActionSchema,
});

describe('market information hub content', () => {
  it('has five cards and a call to action', () => {
    expect(() => schema.parse(marketHub)).not.toThrow();
  });

  it('links to the five sub-pages, then to membership and contact', () => {
    expect(marketHub.cards.map((card) => card.href)).toEqual([
      '/market-info/overview',
      '/market-info/cultural-differences',
      '/market-info/focus-sectors',
      '/market-info/publications',
      '/market-info/partners',
    ]);
    expect([marketHub.callToAction.primary.href, marketHub.callToAction.secondary.href]).toEqual(['/membership', '/contact']);
  });
});
