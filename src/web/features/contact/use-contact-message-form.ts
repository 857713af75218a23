import { useState, type FormEvent } from 'react';
import { contactHoneypotField, type ContactMessageInput } from '@shared/contact-message';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { contactMessages } from './contact-messages';
import { sendContactMessage } from './send-contact-message';
import type { ContactFieldErrors } from './validate-contact-message';

/** The schema is the form's heavy part: it loads when the form is first used and is awaited on submit. */
function loadValidation() {
  return import('./validate-contact-message');
}

/** The form's fields in the order they appear, so the first invalid one gets the focus. */
export const contactFieldNames = ['name', 'email', 'company', 'department', 'subject', 'message'] as const;
export type ContactFieldName = (typeof contactFieldNames)[number];

function valuesOf(form: HTMLFormElement): ContactMessageInput {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    email: text('email'),
    company: text('company'),
    department: text('department') as ContactMessageInput['department'],
    subject: text('subject'),
    message: text('message'),
    [contactHoneypotField]: text(contactHoneypotField),
  };
}

/**
 * The contact form's behaviour with its script: checked with the API's schema
 * on submit, each message beside its field; sent inline, then emptied with a
 * confirmation in its place; a refusal (too many messages) said above it.
 */
export function useContactMessageForm() {
  const locale = useLocale();
  const t = useMessages(contactMessages);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = valuesOf(form);
    setSubmitting(true);
    setSent(false);
    setProblem(undefined);
    try {
      const found = (await loadValidation()).validateContactMessage(values, locale);
      setErrors(found);
      const firstInvalid = contactFieldNames.find((name) => found[name]);
      if (firstInvalid) {
        form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
        return;
      }
      await sendContactMessage({ ...values, locale });
      form.reset();
      setSent(true);
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : t('messageForm.failed'));
    } finally {
      setSubmitting(false);
    }
  }

  /** A field's message goes once it is edited; the next submit checks it again. */
  function onEdit(name: ContactFieldName) {
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  return { errors, problem, sent, submitting, onSubmit, onEdit, onFocus: () => void loadValidation() };
}
