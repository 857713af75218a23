import type { BillingDetails } from '@shared/invoices/billing-details';

/**
 * What the billing form holds: every company field, even while "myself" is
 * chosen, so switching back and forth keeps what was typed. Only the payload
 * (below) is validated and sent.
 */
export interface BillingForm {
  buyingFor: BillingDetails['buyingFor'];
  legalName: string;
  registrationNumber: string;
  vatNumber: string;
  address: { street: string; postcode: string; city: string; country: string };
  billingEmail: string;
  purchaseOrder: string;
}

const emptyCompany: Omit<BillingForm, 'buyingFor'> = {
  legalName: '',
  registrationNumber: '',
  vatNumber: '',
  address: { street: '', postcode: '', city: '', country: '' },
  billingEmail: '',
  purchaseOrder: '',
};

/** The form filled with the billing details the next invoice will carry. */
export function billingFormOf(details: BillingDetails): BillingForm {
  if (details.buyingFor === 'myself') return { buyingFor: 'myself', ...emptyCompany };
  return {
    ...details,
    vatNumber: details.vatNumber ?? '',
    address: { ...details.address },
    purchaseOrder: details.purchaseOrder ?? '',
  };
}

/**
 * What the API takes from the form: nothing but the choice for "myself"
 * (the schema is strict), and the optional fields left out when empty.
 */
export function billingPayloadOf(form: BillingForm): BillingDetails {
  if (form.buyingFor === 'myself') return { buyingFor: 'myself' };
  const { vatNumber, purchaseOrder, ...required } = form;
  return {
    ...required,
    buyingFor: 'company',
    address: { ...form.address },
    ...(vatNumber.trim() ? { vatNumber } : {}),
    ...(purchaseOrder.trim() ? { purchaseOrder } : {}),
  };
}
