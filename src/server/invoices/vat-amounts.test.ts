import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeAmounts } from './vat-amounts';
import type { VatTreatment } from './vat-treatment';

const standard = (rateBasisPoints: number): VatTreatment => ({ category: 'S', rateBasisPoints });
const reverseCharge: VatTreatment = { category: 'AE', rateBasisPoints: 0, exemption: { reason: 'reverseCharge', code: 'VATEX-EU-AE' } };

describe('chargeAmounts', () => {
  it('splits each listed tier price, VAT included at 21%, so the card is charged the listed price', () => {
    const split = [35_000, 75_000, 125_000, 250_000, 500_000].map((listed) => chargeAmounts(listed, standard(2100), 'included'));
    expect(split).toEqual([
      { netCents: 28_926, vatCents: 6_074, grossCents: 35_000 },
      { netCents: 61_983, vatCents: 13_017, grossCents: 75_000 },
      { netCents: 103_306, vatCents: 21_694, grossCents: 125_000 },
      { netCents: 206_612, vatCents: 43_388, grossCents: 250_000 },
      { netCents: 413_223, vatCents: 86_777, grossCents: 500_000 },
    ]);
  });

  it('adds VAT at 21% on top of the listed price', () => {
    expect(chargeAmounts(35_000, standard(2100), 'added')).toEqual({ netCents: 35_000, vatCents: 7_350, grossCents: 42_350 });
    expect(chargeAmounts(125_000, standard(900), 'added')).toEqual({ netCents: 125_000, vatCents: 11_250, grossCents: 136_250 });
  });

  it('rounds half a cent up, per line', () => {
    // 50 × 21% = 10.5 → 11; 150 × 5.5% = 8.25 → 8; 1 × 21% = 0.21 → 0.
    expect(chargeAmounts(50, standard(2100), 'added').vatCents).toBe(11);
    expect(chargeAmounts(150, standard(550), 'added').vatCents).toBe(8);
    expect(chargeAmounts(1, standard(2100), 'added').vatCents).toBe(0);
    // 121 incl. 21% = 100 + 21 exactly; 605 incl. 21% → VAT 105.0, net 500.
    expect(chargeAmounts(121, standard(2100), 'included')).toEqual({ netCents: 100, vatCents: 21, grossCents: 121 });
    expect(chargeAmounts(605, standard(2100), 'included')).toEqual({ netCents: 500, vatCents: 105, grossCents: 605 });
  });

  it('charges the listed price, all of it net, when no VAT is charged, in every mode', () => {
    for (const mode of ['exempt', 'included', 'added'] as const) {
      expect(chargeAmounts(35_000, reverseCharge, mode)).toEqual({ netCents: 35_000, vatCents: 0, grossCents: 35_000 });
    }
  });

  it('always adds net and VAT up to the gross, and VAT included stays within a cent of net × rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 10_000 }), (listed, rate) => {
        for (const mode of ['included', 'added'] as const) {
          const amounts = chargeAmounts(listed, standard(rate), mode);
          expect(amounts.netCents + amounts.vatCents).toBe(amounts.grossCents);
          expect(Math.abs(amounts.vatCents - (amounts.netCents * rate) / 10_000)).toBeLessThanOrEqual(1);
        }
        expect(chargeAmounts(listed, standard(rate), 'included').grossCents).toBe(listed);
        expect(chargeAmounts(listed, standard(rate), 'added').netCents).toBe(listed);
      }),
    );
  });

  it('refuses a price that is not a positive whole number of cents', () => {
    expect(() => chargeAmounts(0, standard(2100), 'added')).toThrow(RangeError);
    expect(() => chargeAmounts(10.5, standard(2100), 'added')).toThrow(RangeError);
  });
});
