import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { newPasswordFormSchema } from '@shared/accounts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { useLocale } from '@web/lib/use-locale';
import { completePasswordReset } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';

interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** Sets a new password with the single-use token from the reset email. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const showError = useApiErrorToast();
  const [done, setDone] = useState(false);
  const resolver = useMemo(() => zodResolver(newPasswordFormSchema(locale)), [locale]);
  const form = useForm<NewPasswordForm>({ resolver, mode: 'onTouched', defaultValues: { password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: NewPasswordForm) {
    try {
      await completePasswordReset({ token, password: values.password });
      setDone(true);
    } catch (error) {
      showError(error);
    }
  }

  if (done) {
    return (
      <Card className="mx-auto grid w-full max-w-md gap-5">
        <p role="status" className="text-fg">
          {t('account.passwordResetDone')}
        </p>
        <Button asChild size="lg">
          <LocalizedLink to="/login">{t('account.signIn')}</LocalizedLink>
        </Button>
      </Card>
    );
  }
  return (
    <Card className="mx-auto grid w-full max-w-md gap-5">
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <TextField
          id="reset-password"
          type="password"
          label={t('account.newPassword')}
          error={errors.password?.message}
          autoComplete="new-password"
          registration={form.register('password')}
        />
        <TextField
          id="reset-confirm-password"
          type="password"
          label={t('account.confirmNewPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {t('account.setNewPassword')}
        </Button>
      </form>
    </Card>
  );
}
