import { contactMessageSchema, type ContactMessageInput } from '@shared/contact-message';
import type { Locale } from '@shared/locales';

/** The first problem of each field, as the form shows one message per field. */
export type ContactFieldErrors = Partial<Record<keyof ContactMessageInput, string>>;

/** Checks the form with the schema the API applies; loaded only once someone uses the form. */
export function validateContactMessage(values: ContactMessageInput, locale: Locale): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of contactMessageSchema(locale).safeParse(values).error?.issues ?? []) {
    const field = issue.path[0] as keyof ContactFieldErrors;
    errors[field] ??= issue.message;
  }
  return errors;
}
