import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/helpers/config';
import { HttpError } from '../http/http-error';
import type { InvoicingConfig } from './invoicing-config';
import { billingPartyFromRequest, priceCheckout } from './price-checkout';
import type { RegisterAnswer, VatRegister } from './vies';

const vatAdded: InvoicingConfig = { ...testConfig().invoicing, vat: { mode: 'added', rateBasisPoints: 2100, sellerCountry: 'NL' } };

/** A VIES that always gives this answer, and counts the questions. */
function vies(answer: RegisterAnswer): VatRegister & { asked: string[] } {
  const asked: string[] = [];
  return {
    checkedBy: 'vies',
    asked,
    lookUp(vatNumber) {
      asked.push(vatNumber);
      return Promise.resolve(answer);
    },
  };
}

const belgian = billingPartyFromRequest(
  {
    buyingFor: 'company',
    legalName: 'Anvers Trading NV',
    registrationNumber: '0411.905.847',
    vatNumber: 'be 0411.905.847',
    address: { street: 'Meir 1', postcode: '2000', city: 'Antwerpen', country: 'BE' },
    billingEmail: 'ap@anvers.example',
  },
  'other',
);

describe('priceCheckout', () => {
  it('reverse-charges an EU company VIES confirms, and records that VIES did', async () => {
    const register = vies('registered');
    const { billing, charge } = await priceCheckout({ config: vatAdded, vatRegister: register }, 75_000, belgian, 'en', 'refuse');
    expect(register.asked).toEqual(['BE0411905847']);
    expect(billing).toMatchObject({ vatNumber: 'BE0411905847', vatNumberCheckedBy: 'vies', vatCategory: 'AE', grossCents: 75_000 });
    expect(charge).toEqual({ netCents: 75_000, vatCents: 0, grossCents: 75_000, vatCategory: 'AE', vatRatePercent: 0 });
  });

  it('refuses at checkout a VAT number VIES does not know, with the field\u2019s message', async () => {
    const pricing = priceCheckout({ config: vatAdded, vatRegister: vies('unknown') }, 75_000, belgian, 'nl', 'refuse');
    await expect(pricing).rejects.toThrow(HttpError);
    await expect(pricing).rejects.toThrow('billing.vatNumber: Het VIES-register van de EU kent dit btw-nummer niet');
  });

  it('charges VAT on a renewal whose VAT number VIES no longer knows', async () => {
    const { billing } = await priceCheckout({ config: vatAdded, vatRegister: vies('unknown') }, 75_000, belgian, 'en', 'charge-vat');
    expect(billing).toMatchObject({ vatNumberCheckedBy: null, vatCategory: 'S', vatRateBasisPoints: 2100, grossCents: 90_750 });
  });

  it('goes on with the offline check while VIES is unavailable', async () => {
    const { billing } = await priceCheckout({ config: vatAdded, vatRegister: vies('unavailable') }, 75_000, belgian, 'en', 'refuse');
    expect(billing).toMatchObject({ vatNumberCheckedBy: 'format', vatCategory: 'AE' });
  });

  it('asks VIES nothing about a number outside the EU, nor about a buyer without one', async () => {
    const register = vies('unknown');
    const swiss = { ...belgian, vatNumber: 'CHE-123.456.788', country: 'CH' };
    expect((await priceCheckout({ config: vatAdded, vatRegister: register }, 75_000, swiss, 'en', 'refuse')).billing).toMatchObject({
      vatNumberCheckedBy: 'format',
      vatCategory: 'O',
    });
    const person = billingPartyFromRequest(undefined, 'netherlands');
    expect((await priceCheckout({ config: vatAdded, vatRegister: register }, 75_000, person, 'en', 'refuse')).charge.grossCents).toBe(
      90_750,
    );
    expect(register.asked).toEqual([]);
  });
});
