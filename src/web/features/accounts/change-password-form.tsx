import { useForm } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/components/ui/toast-store';
import { changePassword } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';
import { useAccountText } from './use-account-text';
import { useAccountFormResolver } from './account-form-resolver';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const { text } = useAccountText();
  const showError = useApiErrorToast();
  const resolver = useAccountFormResolver<ChangePasswordForm>('changePassword');
  const form = useForm<ChangePasswordForm>({ resolver, mode: 'onTouched', defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(emptyForm);
      showToast({ variant: 'default', title: text('passwordChanged') });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Card className="grid gap-5">
      <h2 className="text-xl font-semibold text-fg">{text('passwordHeading')}</h2>
      <PageForm formId="changePassword" onSubmit={form.handleSubmit(submit)} className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="password-current"
          type="password"
          label={text('currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={form.register('currentPassword')}
        />
        <TextField
          id="password-new"
          type="password"
          label={text('newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
          registration={form.register('newPassword')}
        />
        <TextField
          id="password-confirm"
          type="password"
          label={text('confirmNewPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text('saving') : text('changePassword')}
          </Button>
        </div>
      </PageForm>
    </Card>
  );
}
