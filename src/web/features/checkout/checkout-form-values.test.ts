import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from '@shared/membership';
import type { BillingFormValues } from '@web/lib/billing-form-values';
import { billingToValidate, emptyCheckoutForm, pricedBuyerOf } from './checkout-form-values';

const emptyCompany = emptyCheckoutForm('kleinere_bedrijven').billing as BillingFormValues;
const dutchCompany: BillingFormValues = {
  ...emptyCompany,
  legalName: 'Van Dijk Logistiek B.V.',
  registrationNumber: '69854123',
  vatNumber: 'NL004495445B01',
  address: { street: 'Keizersgracht 1', postcode: '1015 CC', city: 'Amsterdam', country: 'NL' },
  billingEmail: 'crediteuren@vandijk.example',
};
const registration = {
  firstName: 'Daan',
  lastName: 'de Vries',
  username: 'daan_vries',
  email: 'daan@example.nl',
  password: 'tulips-and-dates',
  confirmPassword: 'tulips-and-dates',
  country: 'netherlands' as const,
};

describe('the checkout form values', () => {
  it("open on the tier's usual buyer", () => {
    expect(emptyCheckoutForm('professional').billing?.buyingFor).toBe('myself');
    expect(emptyCompany.buyingFor).toBe('company');
  });

  it('invoice the registrant when "A company" is left entirely empty, and check a company once anything is typed', () => {
    expect(billingToValidate(emptyCompany)).toEqual({ buyingFor: 'myself' });
    expect(billingToValidate({ ...emptyCompany, legalName: '  ' })).toEqual({ buyingFor: 'myself' });
    const started = billingToValidate({ ...emptyCompany, address: { ...emptyCompany.address, country: 'BE' } });
    expect(started.buyingFor).toBe('company');
    const schema = checkoutFormSchema('en');
    expect(schema.safeParse({ ...registration, billing: started }).success).toBe(false);
    expect(schema.safeParse({ ...registration, billing: billingToValidate(dutchCompany) }).success).toBe(true);
    expect(billingToValidate({ ...dutchCompany, buyingFor: 'myself' })).toEqual({ buyingFor: 'myself' });
  });

  it('ask the server to price only what decides the price', () => {
    expect(pricedBuyerOf('qatar', emptyCompany)).toEqual({ buyingFor: 'myself', country: 'qatar' });
    expect(pricedBuyerOf(undefined, emptyCompany)).toEqual({ buyingFor: 'myself' });
    expect(pricedBuyerOf('qatar', { ...dutchCompany, vatNumber: ' NL004495445B01 ' })).toEqual({
      buyingFor: 'company',
      country: 'NL',
      vatNumber: 'NL004495445B01',
    });
    // A VAT number longer than the API takes is wrong anyway: priced as none rather than refused.
    expect(pricedBuyerOf('qatar', { ...dutchCompany, vatNumber: 'NL'.padEnd(31, '0') })).toEqual({ buyingFor: 'company', country: 'NL' });
  });
});
