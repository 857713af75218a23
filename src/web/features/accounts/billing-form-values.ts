import type { BillingDetails } from '@shared/invoices/billing-details';
import { emptyCompanyFields, type BillingFormValues } from '@web/lib/billing-form-values';

export type BillingForm = BillingFormValues;

/** The form filled with the billing details the next invoice will carry. */
export function billingFormOf(details: BillingDetails): BillingForm {
  if (details.buyingFor === 'myself') return { buyingFor: 'myself', ...emptyCompanyFields };
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
