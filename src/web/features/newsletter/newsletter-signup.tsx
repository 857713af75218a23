import { Mail } from 'lucide-react';
import { useDomId } from '@web/page-runtime/dom-id';
import type { Newsletter } from '@shared/newsletter';
import { Button } from '@web/components/ui/button';
import { PageForm } from '@web/components/ui/page-form';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { emailFieldName, useNewsletterForm } from './use-newsletter-form';

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
  const fieldId = useDomId();
  const form = useNewsletterForm(newsletter);
  const { emailError } = form;

  return (
    <section aria-labelledby={`${fieldId}-heading`} className="grid content-start gap-3">
      <h2 id={`${fieldId}-heading`} className="text-sm font-semibold text-fg">
        {heading ?? t('footer.newsletter.heading')}
      </h2>
      <p className="text-sm text-fg-muted">{text ?? t('footer.newsletter.text')}</p>
      <PageForm
        formId="newsletter"
        instance={newsletter}
        jumpToMessages
        onSubmit={(event) => void form.onSubmit(event)}
        className="grid gap-2"
      >
        <input type="hidden" name="newsletter" value={newsletter} />
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
            name={emailFieldName}
            onChange={form.onChange}
            onFocus={form.onFocus}
          />
          <Button type="submit" disabled={form.submitting}>
            <Mail aria-hidden="true" />
            {t('footer.newsletter.submit')}
          </Button>
        </div>
        {emailError ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
            {emailError}
          </p>
        ) : null}
      </PageForm>
    </section>
  );
}
