import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { internalHref, localizedList } from '../market/content-schema';
import { localizedText } from '../localized-text';
import { coreServices } from './core-services';

const schema = z.strictObject({
  heading: localizedText,
  intro: localizedText,
  viewAllHref: internalHref,
  services: z
    .array(
      z.strictObject({
        id: z.string().min(1),
        icon: z.enum(['expansion', 'networking', 'legal']),
        title: localizedText,
        description: localizedText,
        features: localizedList(4),
        href: internalHref,
      }),
    )
    .length(3),
});

describe('home core services content', () => {
  it('has three services with four feature bullets each', () => {
    expect(() => schema.parse(coreServices)).not.toThrow();
  });

  it('covers market expansion, business networking, and legal and compliance', () => {
    expect(coreServices.services.map((service) => service.title.en)).toEqual([
      'Market Expansion',
      'Business Networking',
      'Legal & Compliance',
    ]);
    expect(coreServices.services.map((service) => service.href)).toEqual([
      '/services/market-expansion',
      '/events',
      '/services/legal-advisory',
    ]);
    expect(coreServices.viewAllHref).toBe('/services');
  });
});
