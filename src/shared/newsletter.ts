import { z } from 'zod';
import { locales, type Locale } from './locales';
import { validationCatalog } from './validation-catalog';

import { newsletters } from './newsletters';

export { newsletters, type Newsletter } from './newsletters';

/** RFC 5321 caps an address at 254 characters. */
const MAX_EMAIL_LENGTH = 254;

/** The one schema for the footer form, the publications' Subscribe buttons and the API. */
export function newsletterSubscriptionSchema(locale: Locale) {
  const invalidEmail = validationCatalog.in(locale)('email');
  return z.strictObject({
    email: z.string(invalidEmail).trim().max(MAX_EMAIL_LENGTH, invalidEmail).pipe(z.email(invalidEmail)),
    newsletter: z.enum(newsletters).default('monthly-update'),
    locale: z.enum(locales).default(locale),
    /** The page the form was on, for the consent record (a form posted without JavaScript is known by its URL instead). */
    page: z
      .string()
      .max(300)
      .regex(/^\/[A-Za-z0-9\-._~/]*$/)
      .optional(),
  });
}

export type NewsletterSubscriptionInput = z.input<ReturnType<typeof newsletterSubscriptionSchema>>;

/** POST /api/newsletter-subscriptions/confirm and /unsubscribe: the token from the emailed link; any failure is an invalid link. */
export const newsletterTokenSchema = z.strictObject({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) });

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriptionResponse {
  status: NewsletterStatus;
}
