import { describe, expect, it } from 'vitest';
import type { VatMode, VatRules } from './invoicing-config';
import { vatTreatment, type VatBuyer } from './vat-treatment';

const rules = (mode: VatMode): VatRules => ({ mode, rateBasisPoints: 2100, sellerCountry: 'NL' });

const buyers: Record<string, VatBuyer> = {
  'NL business': { kind: 'company', country: 'NL', hasValidVatNumber: true },
  'NL private': { kind: 'person', country: 'NL', hasValidVatNumber: false },
  'EU business, valid VAT number': { kind: 'company', country: 'BE', hasValidVatNumber: true },
  'EU business, no valid VAT number': { kind: 'company', country: 'BE', hasValidVatNumber: false },
  'EU private': { kind: 'person', country: 'DE', hasValidVatNumber: false },
  'Qatar business': { kind: 'company', country: 'QA', hasValidVatNumber: false },
  'Qatar private': { kind: 'person', country: 'QA', hasValidVatNumber: false },
  'other country business (US)': { kind: 'company', country: 'US', hasValidVatNumber: false },
  'other country private, country unknown': { kind: 'person', country: undefined, hasValidVatNumber: false },
};

/** [category, rate in basis points, VATEX code] per buyer, per mode. */
const expected: Record<VatMode, Record<string, [string, number, string | undefined]>> = {
  exempt: {
    'NL business': ['E', 0, 'VATEX-EU-132'],
    'NL private': ['E', 0, 'VATEX-EU-132'],
    'EU business, valid VAT number': ['AE', 0, 'VATEX-EU-AE'],
    'EU business, no valid VAT number': ['E', 0, 'VATEX-EU-132'],
    'EU private': ['E', 0, 'VATEX-EU-132'],
    'Qatar business': ['O', 0, 'VATEX-EU-O'],
    'Qatar private': ['O', 0, 'VATEX-EU-O'],
    'other country business (US)': ['O', 0, 'VATEX-EU-O'],
    'other country private, country unknown': ['E', 0, 'VATEX-EU-132'],
  },
  included: {
    'NL business': ['S', 2100, undefined],
    'NL private': ['S', 2100, undefined],
    'EU business, valid VAT number': ['AE', 0, 'VATEX-EU-AE'],
    'EU business, no valid VAT number': ['S', 2100, undefined],
    'EU private': ['S', 2100, undefined],
    'Qatar business': ['O', 0, 'VATEX-EU-O'],
    'Qatar private': ['O', 0, 'VATEX-EU-O'],
    'other country business (US)': ['O', 0, 'VATEX-EU-O'],
    'other country private, country unknown': ['S', 2100, undefined],
  },
  added: {
    'NL business': ['S', 2100, undefined],
    'NL private': ['S', 2100, undefined],
    'EU business, valid VAT number': ['AE', 0, 'VATEX-EU-AE'],
    'EU business, no valid VAT number': ['S', 2100, undefined],
    'EU private': ['S', 2100, undefined],
    'Qatar business': ['O', 0, 'VATEX-EU-O'],
    'Qatar private': ['O', 0, 'VATEX-EU-O'],
    'other country business (US)': ['O', 0, 'VATEX-EU-O'],
    'other country private, country unknown': ['S', 2100, undefined],
  },
};

describe('vatTreatment', () => {
  for (const mode of ['exempt', 'included', 'added'] as const) {
    describe(`VAT_MODE=${mode}`, () => {
      it.each(Object.entries(buyers))('%s', (name, buyer) => {
        const treatment = vatTreatment(buyer, rules(mode));
        expect([treatment.category, treatment.rateBasisPoints, treatment.exemption?.code]).toEqual(expected[mode][name]);
      });
    });
  }

  it('gives the reverse charge only across a border: a Dutch company stays domestic whatever its VAT number', () => {
    const dutch = buyers['NL business'];
    if (!dutch) throw new Error('no NL business');
    expect(vatTreatment(dutch, { ...rules('added'), sellerCountry: 'BE' }).category).toBe('AE');
    expect(vatTreatment(dutch, rules('added')).category).toBe('S');
  });

  it('says why no VAT is charged whenever none is', () => {
    for (const mode of ['exempt', 'included', 'added'] as const) {
      for (const buyer of Object.values(buyers)) {
        const treatment = vatTreatment(buyer, rules(mode));
        expect(treatment.category === 'S').toBe(treatment.exemption === undefined);
      }
    }
  });
});
