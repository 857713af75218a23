import type { BuyingFor } from '@shared/invoices/billing-details';

/**
 * The billing fields as a form holds them (the checkout's and the member
 * area's): the company's stay filled in while "Myself" is chosen, so
 * switching back loses nothing; only the chosen side is validated and sent.
 */
export interface BillingFormValues {
  buyingFor: BuyingFor;
  legalName: string;
  registrationNumber: string;
  vatNumber: string;
  address: { street: string; postcode: string; city: string; country: string };
  billingEmail: string;
  purchaseOrder: string;
}

export const emptyCompanyFields: Omit<BillingFormValues, 'buyingFor'> = {
  legalName: '',
  registrationNumber: '',
  vatNumber: '',
  address: { street: '', postcode: '', city: '', country: '' },
  billingEmail: '',
  purchaseOrder: '',
};
