import type { BillingDetails } from '@shared/invoices/billing-details';
import { emptyCompanyFields, type BillingFormValues } from '@web/lib/billing-form-values';

export type BillingForm = BillingFormValues;

/** The form filled with the billing details the next invoice will carry. */
export function billingFormOf(details: BillingDetails): BillingForm {
  if (details.buyingFor === 'myself') return { buyingFor: 'myself', ...emptyCompanyFields, country: details.country ?? '' };
  return {
    ...details,
    country: '',
    vatNumber: details.vatNumber ?? '',
    address: { ...details.address },
    purchaseOrder: details.purchaseOrder ?? '',
  };
}

/**
 * What the API takes from the form: for "myself" the choice and, for a member
 * whose country is "other", the country they live in (the schema is strict);
 * for a company its fields, the optional ones left out when empty.
 */
export function billingPayloadOf(form: BillingForm): BillingDetails {
  if (form.buyingFor === 'myself') return form.country ? { buyingFor: 'myself', country: form.country } : { buyingFor: 'myself' };
  const { vatNumber, purchaseOrder, legalName, registrationNumber, billingEmail } = form;
  return {
    legalName,
    registrationNumber,
    billingEmail,
    buyingFor: 'company',
    address: { ...form.address },
    ...(vatNumber.trim() ? { vatNumber } : {}),
    ...(purchaseOrder.trim() ? { purchaseOrder } : {}),
  };
}
