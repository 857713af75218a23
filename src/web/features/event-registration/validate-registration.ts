import { eventRegistrationFormSchema, type EventRegistrationForm } from '@shared/event-registration';
import type { Locale } from '@shared/locales';

export type RegistrationErrors = Partial<Record<keyof EventRegistrationForm, string>>;

/** The form's entries checked with the schema the server uses: the form, or the first message per field. */
export function validateRegistration(
  entries: Record<string, string>,
  locale: Locale,
  maxSeats: number,
): { form: EventRegistrationForm; errors?: undefined } | { form?: undefined; errors: RegistrationErrors } {
  const parsed = eventRegistrationFormSchema(locale, maxSeats).safeParse({
    ...entries,
    company: entries.company || undefined,
    needs: entries.needs || undefined,
  });
  if (parsed.success) return { form: parsed.data };
  const errors: RegistrationErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof EventRegistrationForm;
    errors[field] ??= issue.message;
  }
  return { errors };
}
