import { zodResolver } from '@hookform/resolvers/zod';
import { Mail } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  newsletterSubscriptionSchema,
  type Newsletter,
  type NewsletterSubscriptionInput,
} from '@shared/newsletter';
import { Button } from '@web/components/ui/button';
import { showToast } from '@web/components/ui/toast-store';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { subscribeToNewsletter } from './subscribe-to-newsletter';

/**
 * The subscription form: in the footer for the monthly update, and wherever a
 * page offers a particular newsletter (then `heading` and `text` describe it).
 */
export function NewsletterSignup({
  newsletter = 'monthly-update',
  heading,
  text,
}: {
  newsletter?: Newsletter;
  heading?: string;
  text?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fieldId = useId();
  const schema = useMemo(() => newsletterSubscriptionSchema(locale), [locale]);
  const form = useForm<NewsletterSubscriptionInput>({
    resolver: zodResolver(schema),
    defaultValues: { email: '' },
  });
  const emailError = form.formState.errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await subscribeToNewsletter({ ...values, newsletter, locale });
      form.reset({ email: '' });
      showToast({ title: t('footer.newsletter.successTitle'), description: t('footer.newsletter.successText') });
    } catch (error) {
      showToast({
        variant: 'error',
        title: t('footer.newsletter.errorTitle'),
        description: error instanceof ApiError ? (error.serverMessage ?? error.message) : undefined,
      });
    }
  });

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="grid content-start gap-3">
      <h2 id={`${fieldId}-heading`} className="text-sm font-semibold text-fg">
        {heading ?? t('footer.newsletter.heading')}
      </h2>
      <p className="text-sm text-fg-muted">{text ?? t('footer.newsletter.text')}</p>
      <form noValidate onSubmit={onSubmit} className="grid gap-2">
        <label htmlFor={fieldId} className="sr-only">
          {t('footer.newsletter.emailLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id={fieldId}
            type="email"
            autoComplete="email"
            placeholder={t('footer.newsletter.placeholder')}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${fieldId}-error` : undefined}
            className="h-11 w-0 min-w-0 flex-1 rounded-lg border border-border bg-surface-raised px-3 text-sm text-fg placeholder:text-fg-muted"
            {...form.register('email')}
          />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            <Mail aria-hidden="true" />
            {t('footer.newsletter.submit')}
          </Button>
        </div>
        {emailError ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
            {emailError}
          </p>
        ) : null}
      </form>
    </section>
  );
}
