import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { billingDetailsSchema, needsResidenceCountry } from '@shared/invoices/billing-details';
import type { Locale } from '@shared/locales';
import { validationCatalog } from '@shared/validation-catalog';
import { billingPayloadOf, type BillingForm } from './billing-form-values';

/**
 * The billing form's resolver, with the API's schema. A module of its own,
 * loaded on the form's first validation: jsvat's rules travel only to those
 * who edit their billing details, not to every account form.
 */
export function billingFormResolver(locale: Locale, memberCountry: string): Resolver<BillingForm> {
  // The API's own rule beside its schema: a member from "other" invoiced personally names their country.
  const schema = billingDetailsSchema(locale).refine((details) => !needsResidenceCountry(memberCountry, details), {
    message: validationCatalog.in(locale)('residenceCountry'),
    path: ['country'],
  });
  const resolve = zodResolver(schema);
  // The schema checks what the API will get, so company fields typed before choosing "myself" fail nothing;
  // the form keeps its own values, which the submit turns into that payload again.
  return async (form, context, options) => {
    const { errors } = await resolve(billingPayloadOf(form), context, options as unknown as Parameters<typeof resolve>[2]);
    return Object.keys(errors).length > 0 ? { values: {}, errors: errors as FieldErrors<BillingForm> } : { values: form, errors: {} };
  };
}
