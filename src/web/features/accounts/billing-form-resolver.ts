import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { billingDetailsSchema } from '@shared/invoices/billing-details';
import type { Locale } from '@shared/locales';
import { billingPayloadOf, type BillingForm } from './billing-form-values';

/**
 * The billing form's resolver, with the API's schema. A module of its own,
 * loaded on the form's first validation: jsvat's rules travel only to those
 * who edit their billing details, not to every account form.
 */
export function billingFormResolver(locale: Locale): Resolver<BillingForm> {
  const resolve = zodResolver(billingDetailsSchema(locale));
  // The schema checks what the API will get, so company fields typed before choosing "myself" fail nothing;
  // the form keeps its own values, which the submit turns into that payload again.
  return async (form, context, options) => {
    const { errors } = await resolve(billingPayloadOf(form), context, options as unknown as Parameters<typeof resolve>[2]);
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<BillingForm> } : { values: form, errors: {} };
  };
}
