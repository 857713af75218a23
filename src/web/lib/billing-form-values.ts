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
  /** A private buyer's country, asked only when the registration's country is "other"; '' until chosen. */
  country: string;
}

export const emptyCompanyFields: Omit<BillingFormValues, 'buyingFor' | 'country'> = {
  legalName: '',
  registrationNumber: '',
  vatNumber: '',
  address: { street: '', postcode: '', city: '', country: '' },
  billingEmail: '',
  purchaseOrder: '',
};
