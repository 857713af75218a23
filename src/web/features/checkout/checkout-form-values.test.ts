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
    expect(billingToValidate('netherlands', emptyCompany)).toEqual({ buyingFor: 'myself' });
    expect(billingToValidate('netherlands', { ...emptyCompany, legalName: '  ' })).toEqual({ buyingFor: 'myself' });
    const started = billingToValidate('netherlands', { ...emptyCompany, address: { ...emptyCompany.address, country: 'BE' } });
    expect(started.buyingFor).toBe('company');
    const schema = checkoutFormSchema('en');
    expect(schema.safeParse({ ...registration, billing: started }).success).toBe(false);
    expect(schema.safeParse({ ...registration, billing: billingToValidate('netherlands', dutchCompany) }).success).toBe(true);
    expect(billingToValidate('netherlands', { ...dutchCompany, buyingFor: 'myself', country: 'DE' })).toEqual({ buyingFor: 'myself' });
  });

  it('ask a buyer invoiced personally for their country when the registration says "other", and only then', () => {
    const schema = checkoutFormSchema('en');
    const fromElsewhere = { ...registration, country: 'other' as const };
    const myself = { ...emptyCompany, buyingFor: 'myself' as const };
    const unnamed = schema.safeParse({ ...fromElsewhere, billing: billingToValidate('other', myself) });
    expect(unnamed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['billing.country']);
    const named = billingToValidate('other', { ...myself, country: 'DE' });
    expect(named).toEqual({ buyingFor: 'myself', country: 'DE' });
    expect(schema.safeParse({ ...fromElsewhere, billing: named }).success).toBe(true);
    // A company left empty is invoiced personally too, so it asks as well; a company typed in does not.
    expect(billingToValidate('other', { ...emptyCompany, country: 'US' })).toEqual({ buyingFor: 'myself', country: 'US' });
    expect(billingToValidate('other', { ...dutchCompany, country: 'US' })).not.toHaveProperty('country');
    expect(schema.safeParse({ ...fromElsewhere, billing: billingToValidate('other', dutchCompany) }).success).toBe(true);
    expect(pricedBuyerOf('other', { ...myself, country: 'US' })).toEqual({ buyingFor: 'myself', country: 'other', residenceCountry: 'US' });
    expect(pricedBuyerOf('qatar', { ...myself, country: 'US' })).toEqual({ buyingFor: 'myself', country: 'qatar' });
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
