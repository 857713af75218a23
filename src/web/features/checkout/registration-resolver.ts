import type { Resolver } from 'react-hook-form';
import type { Locale } from '@shared/locales';
import type { RegistrationForm } from '@shared/membership';
import { lazyResolver } from '@web/lib/lazy-resolver';

/**
 * zod and the shared schema are the checkout's largest code, and nothing needs
 * them before the buyer starts filling in the form: they load on the form's
 * first focus and are awaited by the first validation.
 */
export function loadRegistrationValidation() {
  return import('./registration-schema-resolver');
}

export function registrationResolver(locale: Locale): Resolver<RegistrationForm> {
  return lazyResolver(async () => (await loadRegistrationValidation()).registrationSchemaResolver(locale));
}
