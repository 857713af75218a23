import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { passwordResetRequestSchema } from '@shared/accounts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { requestPasswordReset } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const showError = useApiErrorToast();
  const [sent, setSent] = useState(false);
  const resolver = useMemo(() => zodResolver(passwordResetRequestSchema(locale)), [locale]);
  const form = useForm<{ email: string }>({ resolver, mode: 'onTouched', defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: { email: string }) {
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-md gap-5">
      {sent ? (
        <p role="status" className="text-fg">
          {t('account.resetLinkSent')}
        </p>
      ) : (
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
          <TextField
            id="reset-email"
            type="email"
            label={t('account.email')}
            error={errors.email?.message}
            autoComplete="email"
          dir="ltr"
            registration={form.register('email')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {t('account.sendResetLink')}
          </Button>
        </form>
      )}
      <LocalizedLink to="/login" className="text-sm font-semibold text-primary hover:underline">
        {t('account.backToSignIn')}
      </LocalizedLink>
    </Card>
  );
}
