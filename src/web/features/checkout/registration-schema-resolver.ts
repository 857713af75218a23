import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { Locale } from '@shared/locales';
import { checkoutFormSchema, type CheckoutSubmission } from '@shared/membership';
import { billingToValidate, type CheckoutFormValues } from './checkout-form-values';

export type CheckoutResolver = Resolver<CheckoutFormValues, unknown, CheckoutSubmission>;

const resolvers = new Map<Locale, CheckoutResolver>();

/** The form's resolver from the schemas the API validates with; only the chosen side of "Buying for" is checked. */
export function registrationSchemaResolver(locale: Locale): CheckoutResolver {
  let resolver = resolvers.get(locale);
  if (!resolver) {
    // The form holds both sides of "Buying for"; the schema sees the chosen one, so the values' types differ there only.
    const resolve = zodResolver(checkoutFormSchema(locale)) as unknown as CheckoutResolver;
    resolver = (values, context, options) =>
      resolve({ ...values, billing: billingToValidate(values.country, values.billing) as CheckoutFormValues['billing'] }, context, options);
    resolvers.set(locale, resolver);
  }
  return resolver;
}
