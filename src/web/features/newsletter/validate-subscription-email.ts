import { newsletterSubscriptionSchema } from '@shared/newsletter';
import type { Locale } from '@shared/locales';

export type EmailCheck = { email: string; error?: undefined } | { error: string };

/** Checks the address with the same schema the API applies; loaded only once someone uses the form. */
export function validateSubscriptionEmail(email: string, locale: Locale): EmailCheck {
  const result = newsletterSubscriptionSchema(locale).safeParse({ email });
  if (result.success) return { email: result.data.email };
  return { error: result.error.issues[0]?.message ?? '' };
}
