import { useForm } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { TextField } from '@web/components/ui/form-field';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { changePassword } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';
import { accountCatalog } from './account-catalog';
import { useAccountFormResolver } from './account-form-resolver';

interface ChangePasswordForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const emptyForm: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function ChangePasswordForm() {
  const text = useMessages(accountCatalog);
  const showError = useApiErrorToast();
  const resolver = useAccountFormResolver<ChangePasswordForm>('changePassword');
  const form = useForm<ChangePasswordForm>({ resolver, mode: 'onTouched', defaultValues: emptyForm });
  const { errors, isSubmitting } = form.formState;

  async function submit({ currentPassword, newPassword }: ChangePasswordForm) {
    try {
      await changePassword({ currentPassword, newPassword });
      form.reset(emptyForm);
      showToast({ variant: 'default', title: text('changePassword.done') });
    } catch (error) {
      showError(error);
    }
  }

  return (
    <Card className="grid gap-5">
      <h2 className="text-xl font-semibold text-fg">{text('changePassword.heading')}</h2>
      <PageForm formId="changePassword" onSubmit={form.handleSubmit(submit)} className="grid gap-5 sm:grid-cols-3">
        <TextField
          id="password-current"
          type="password"
          label={text('fields.currentPassword')}
          error={errors.currentPassword?.message}
          autoComplete="current-password"
          registration={form.register('currentPassword')}
        />
        <TextField
          id="password-new"
          type="password"
          label={text('fields.newPassword')}
          error={errors.newPassword?.message}
          autoComplete="new-password"
          registration={form.register('newPassword')}
        />
        <TextField
          id="password-confirm"
          type="password"
          label={text('fields.confirmNewPassword')}
          error={errors.confirmPassword?.message}
          autoComplete="new-password"
          registration={form.register('confirmPassword')}
        />
        <div className="sm:col-span-3">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? text('overview.saving') : text('changePassword.submit')}
          </Button>
        </div>
      </PageForm>
    </Card>
  );
}
