import { useState, type ChangeEvent, type FormEvent } from 'react';
import type { Newsletter } from '@shared/newsletter';
import { showToast } from '@web/components/ui/toast-store';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

/**
 * The validation code (the zod schema the API shares) is the form's only heavy
 * part, and most visitors never use the form: it loads when the field gets focus
 * and is awaited on submit.
 */
function loadValidation() {
  return import('./validate-subscription-email');
}

export const emailFieldName = 'email';

/**
 * The newsletter form's behaviour: the address is checked on submit, and after a
 * failed submit on every change, so the message goes away once it is right.
 */
export function useNewsletterForm(newsletter: Newsletter) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [emailError, setEmailError] = useState<string>();
  const [submitted, setSubmitted] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function checkEmail(email: string) {
    const { validateSubscriptionEmail } = await loadValidation();
    const check = validateSubscriptionEmail(email, locale);
    setEmailError(check.error);
    return check;
  }

  async function subscribe(email: string, field: HTMLInputElement) {
    try {
      await subscribeToNewsletter({ email, newsletter, locale, page: window.location.pathname });
      field.value = '';
      setSubmitted(false);
      showToast({ title: t('footer.newsletter.successTitle'), description: t('footer.newsletter.successText') });
    } catch (error) {
      showToast({
        variant: 'error',
        title: t('footer.newsletter.errorTitle'),
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined,
      });
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem(emailFieldName);
    if (!(field instanceof HTMLInputElement)) return;
    setSubmitted(true);
    setSubmitting(true);
    try {
      const check = await checkEmail(field.value);
      if (check.error === undefined) await subscribe(check.email, field);
      else field.focus();
    } finally {
      setSubmitting(false);
    }
  }

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    if (submitted) void checkEmail(event.target.value);
  }

  return { emailError, submitting, onSubmit, onChange, onFocus: () => void loadValidation() };
}
