import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { changePasswordFormSchema } from '@shared/accounts';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/components/ui/toast-store';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useLocale } from '@web/lib/use-locale';
import { changePassword } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const showError = useApiErrorToast();
  const resolver = useMemo(() => zodResolver(changePasswordFormSchema(locale)), [locale]);
  const form = useForm<ChangePasswordForm>({ resolver, mode: 'onTouched', defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(emptyForm);
      showToast({ variant: 'default', title: t('account.passwordChanged') });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Card className="grid gap-5">
      <h2 className="text-xl font-semibold text-fg">{t('account.passwordHeading')}</h2>
      <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="password-current"
          type="password"
          label={t('account.currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={form.register('currentPassword')}
        />
        <TextField
          id="password-new"
          type="password"
          label={t('account.newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
          registration={form.register('newPassword')}
        />
        <TextField
          id="password-confirm"
          type="password"
          label={t('account.confirmNewPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('account.saving') : t('account.changePassword')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
