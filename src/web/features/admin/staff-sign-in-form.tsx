import { useMemo } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { adminCatalog } from '@shared/admin-catalog';
import { localizePath } from '@shared/locales';
import { pagePath } from '@shared/routes';
import type { StaffProfile } from '@shared/staff';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { showToast } from '@web/components/ui/toast-store';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest, ApiError } from '@web/lib/api-request';
import { lazyResolver } from '@web/lib/lazy-resolver';
import { useLocale } from '@web/lib/use-locale';

interface StaffSignInFields {
  email: string;
  password: string;
  code: string;
}

/**
 * Staff sign-in: email, password and the authenticator's code (or a recovery
 * code) in one form. Without its script the form posts to the page, and the
 * server signs in the same way (the staffSignIn page-form action).
 */
export function StaffSignInForm() {
  const text = useMessages(adminCatalog);
  const locale = useLocale();
  const resolver = useMemo(
    () =>
      lazyResolver<StaffSignInFields>(async () => {
        const [{ zodResolver }, { staffSignInSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('@shared/staff')]);
        return zodResolver(staffSignInSchema(locale)) as unknown as Resolver<StaffSignInFields>;
      }),
    [locale],
  );
  const form = useForm<StaffSignInFields>({ resolver, mode: 'onTouched', defaultValues: { email: '', password: '', code: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: StaffSignInFields) {
    try {
      await apiRequest<{ staff: StaffProfile }>('POST', '/api/admin/session', values);
      window.location.assign(localizePath(pagePath('admin'), locale));
    } catch (error) {
      form.resetField('password');
      form.resetField('code');
      const description = error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error);
      showToast({ variant: 'error', title: text('signIn.failed'), description });
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-md gap-6">
      <PageForm formId="staffSignIn" onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <TextField
          id="staff-sign-in-email"
          type="email"
          label={text('signIn.email')}
          error={errors.email?.message}
          autoComplete="username"
          registration={form.register('email')}
        />
        <TextField
          id="staff-sign-in-password"
          type="password"
          label={text('signIn.password')}
          error={errors.password?.message}
          autoComplete="current-password"
          registration={form.register('password')}
        />
        <TextField
          id="staff-sign-in-code"
          label={text('signIn.code')}
          hint={text('signIn.codeHint')}
          error={errors.code?.message}
          autoComplete="one-time-code"
          dir="ltr"
          registration={form.register('code')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? text('signIn.signingIn') : text('signIn.submit')}
        </Button>
      </PageForm>
    </Card>
  );
}
