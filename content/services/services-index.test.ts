import { describe, expect, it } from 'vitest';
import { pages } from '@shared/routes';
import { servicePageKeys, servicesIndexSchema } from './page-schemas';
import { servicesIndex } from './services-index';

describe('services index content', () => {
  it('matches its schema', () => {
    expect(servicesIndexSchema.safeParse(servicesIndex).error?.issues).toBeUndefined();
  });

  it('has one card per service page, in the specification’s order, each a real route', () => {
    const cards = servicesIndex.catalogue.items.map((card) => card.page);
    expect(cards).toEqual([...servicePageKeys]);
    expect(cards.map((page) => pages[page].path)).toEqual([
      '/services/arbitration',
      '/services/market-expansion',
      '/services/legal-advisory',
      '/services/recruitment',
      '/services/tax-advisory',
      '/services/payroll-services',
      '/services/trade-fairs',
      '/services/member-services',
    ]);
  });

  it('closes with Schedule Consultation and Browse Our Network', () => {
    expect(servicesIndex.cta.primary).toEqual(expect.objectContaining({ href: '/contact' }));
    expect(servicesIndex.cta.primary.label.en).toBe('Schedule Consultation');
    expect(servicesIndex.cta.secondary?.label.en).toBe('Browse Our Network');
    expect(servicesIndex.cta.secondary?.href).toBe('/services/member-services');
  });
});
