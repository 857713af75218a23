import { useState, type FormEvent } from 'react';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { registerForEvent, registrationStatusPath } from './registration-api';
import type { RegistrationErrors } from './validate-registration';

export const registrationFieldNames = ['name', 'email', 'company', 'seats', 'needs'] as const;

/** The schema (zod and the validation texts) loads when the visitor starts on the form, and is awaited on submit. */
function loadValidation() {
  return import('./validate-registration');
}

function entriesOf(form: HTMLFormElement): Record<string, string> {
  const data = new FormData(form);
  return Object.fromEntries(registrationFieldNames.map((name) => [name, String(data.get(name) ?? '')]));
}

/**
 * The registration form's behaviour with its script: check the entries with
 * the server's schema, register through the API, then go to the
 * registration's status page (which takes the payment when one is due).
 */
export function useRegistrationForm(eventId: string, maxSeats: number) {
  const locale = useLocale();
  const [errors, setErrors] = useState<RegistrationErrors>({});
  const [problem, setProblem] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  async function submit(form: HTMLFormElement) {
    const { validateRegistration } = await loadValidation();
    const checked = validateRegistration(entriesOf(form), locale, maxSeats);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = registrationFieldNames.find((name) => checked.errors[name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const outcome = await registerForEvent(eventId, { ...checked.form, locale });
      window.location.assign(registrationStatusPath(outcome.registrationId, locale));
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(undefined);
    setSubmitting(true);
    try {
      await submit(event.currentTarget);
    } finally {
      setSubmitting(false);
    }
  }

  return { errors, problem, submitting, onSubmit, onFocus: () => void loadValidation() };
}
