import type { Locale } from '@shared/locales';
import { lazyResolver } from '@web/lib/lazy-resolver';
import type { CheckoutResolver } from './registration-schema-resolver';

/**
 * zod, jsvat and the shared schemas are the checkout's largest code, and
 * nothing needs them before the buyer starts filling in the form: they load
 * on the form's first focus and are awaited by the first validation.
 */
export function loadRegistrationValidation() {
  return import('./registration-schema-resolver');
}

export function registrationResolver(locale: Locale): CheckoutResolver {
  return lazyResolver(async () => (await loadRegistrationValidation()).registrationSchemaResolver(locale));
}
