import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { TextField } from '@web/components/ui/form-field';
import { LocalizedLink } from '@web/lib/localized-link';
import { useMessages } from '@web/i18n/use-messages';
import { requestPasswordReset } from './account-api';
import { useApiErrorToast } from './use-api-error-toast';
import { accountCatalog } from './account-catalog';
import { useAccountFormResolver } from './account-form-resolver';

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function PasswordResetRequestForm() {
  const text = useMessages(accountCatalog);
  const showError = useApiErrorToast();
  const [sent, setSent] = useState(false);
  const resolver = useAccountFormResolver<{ email: string }>('passwordResetRequest');
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
          {text('passwordReset.linkSent')}
        </p>
      ) : (
        <PageForm formId="passwordResetRequest" onSubmit={form.handleSubmit(submit)} className="grid gap-5">
          <TextField
            id="reset-email"
            type="email"
            label={text('fields.email')}
            error={errors.email?.message}
            autoComplete="email"
            dir="ltr"
            registration={form.register('email')}
          />
          <Button type="submit" size="lg" disabled={isSubmitting}>
            {text('passwordReset.sendLink')}
          </Button>
        </PageForm>
      )}
      <LocalizedLink to="/login" className="text-sm font-semibold text-primary hover:underline">
        {text('passwordReset.backToSignIn')}
      </LocalizedLink>
    </Card>
  );
}
