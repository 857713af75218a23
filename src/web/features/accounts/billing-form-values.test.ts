import { describe, expect, it } from 'vitest';
import type { CompanyBillingDetails } from '@shared/invoices/billing-details';
import { billingFormOf, billingPayloadOf } from './billing-form-values';

const company: CompanyBillingDetails = {
  buyingFor: 'company',
  legalName: 'Brussels Trading NV',
  registrationNumber: '0403.170.701',
  vatNumber: 'BE0403170701',
  address: { street: 'Rue de la Loi 1', postcode: '1000', city: 'Brussel', country: 'BE' },
  billingEmail: 'billing@brussels.example',
  purchaseOrder: 'PO-77',
};

describe('billing form values', () => {
  it('give back the company they were filled with', () => {
    expect(billingPayloadOf(billingFormOf(company))).toEqual(company);
  });

  it('send only the choice for the member personally, whatever company fields were typed', () => {
    const form = { ...billingFormOf(company), buyingFor: 'myself' as const };
    expect(billingPayloadOf(form)).toEqual({ buyingFor: 'myself' });
  });

  it('fill empty company fields for the member personally, and leave empty optional fields out of the payload', () => {
    const form = billingFormOf({ buyingFor: 'myself' });
    expect(form.address.country).toBe('');
    const payload = billingPayloadOf({ ...form, buyingFor: 'company', vatNumber: '  ', purchaseOrder: '' });
    expect(payload).not.toHaveProperty('vatNumber');
    expect(payload).not.toHaveProperty('purchaseOrder');
  });
});
