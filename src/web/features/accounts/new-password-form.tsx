import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ButtonLink } from '@web/components/ui/button-link';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { TextField } from '@web/components/ui/form-field';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useMessages } from '@web/i18n/use-messages';
import { completePasswordReset } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';
import { accountCatalog } from './account-catalog';
import { useAccountFormResolver } from './account-form-resolver';

interface NewPasswordForm {
  password: string;
  confirmPassword: string;
}

/** Sets a new password with the single-use token from the reset email. */
export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const text = useMessages(accountCatalog);
  const showError = useApiErrorToast();
  const [done, setDone] = useState(false);
  const resolver = useAccountFormResolver<NewPasswordForm>('newPassword');
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
          {text('passwordReset.done')}
        </p>
        <ButtonLink size="lg" to="/login">
          {t('account.signIn')}
        </ButtonLink>
      </Card>
    );
  }
  return (
    <Card className="mx-auto grid w-full max-w-md gap-5">
      <PageForm formId="newPassword" onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <TextField
          id="reset-password"
          type="password"
          label={text('fields.newPassword')}
          error={errors.password?.message}
          autoComplete="new-password"
          registration={form.register('password')}
        />
        <TextField
          id="reset-confirm-password"
          type="password"
          label={text('fields.confirmNewPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {text('passwordReset.setNewPassword')}
        </Button>
      </PageForm>
    </Card>
  );
}
