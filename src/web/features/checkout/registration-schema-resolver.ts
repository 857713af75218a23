import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { Locale } from '@shared/locales';
import { registrationFormSchema, type RegistrationForm } from '@shared/membership';

const resolvers = new Map<Locale, Resolver<RegistrationForm>>();

/** The form's resolver from the schema the API validates with. */
export function registrationSchemaResolver(locale: Locale): Resolver<RegistrationForm> {
  let resolver = resolvers.get(locale);
  if (!resolver) {
    resolver = zodResolver(registrationFormSchema(locale));
    resolvers.set(locale, resolver);
  }
  return resolver;
}
