import { useForm } from 'react-hook-form';
import { localizePath } from '@shared/locales';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { PageForm } from '@web/components/ui/page-form';
import { TextField } from '@web/components/ui/form-field';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { LocalizedLink } from '@web/lib/localized-link';
import { signedIn } from '@web/lib/session-store';
import { useLocale } from '@web/lib/use-locale';
import { useSearchParams } from '@web/page-runtime/page-location';
import { useMessages } from '@web/i18n/use-messages';
import { signIn } from './account-api';
import { safeNextPath } from '@shared/safe-next-path';
import { useApiErrorToast } from './use-api-error-toast';
import { accountCatalog } from './account-catalog';
import { useAccountFormResolver } from './account-form-resolver';

interface SignInForm {
  identifier: string;
  password: string;
}

export function SignInForm() {
  const { t } = useTranslation();
  const text = useMessages(accountCatalog);
  const locale = useLocale();
  const [params] = useSearchParams();
  const showError = useApiErrorToast();
  const resolver = useAccountFormResolver<SignInForm>('signIn');
  const form = useForm<SignInForm>({ resolver, mode: 'onTouched', defaultValues: { identifier: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function submit(values: SignInForm) {
    try {
      const { member } = await signIn(values);
      signedIn(member);
      window.location.assign(safeNextPath(params.get('next'), localizePath('/account', locale)));
    } catch (error) {
      form.resetField('password');
      showError(error, text('signIn.failed'));
    }
  }

  return (
    <Card className="mx-auto grid w-full max-w-md gap-6">
      <PageForm formId="signIn" onSubmit={form.handleSubmit(submit)} className="grid gap-5">
        <TextField
          id="sign-in-identifier"
          label={text('fields.identifier')}
          error={errors.identifier?.message}
          autoComplete="username"
          registration={form.register('identifier')}
        />
        <TextField
          id="sign-in-password"
          type="password"
          label={text('fields.password')}
          error={errors.password?.message}
          autoComplete="current-password"
          registration={form.register('password')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? text('signIn.signingIn') : t('account.signIn')}
        </Button>
      </PageForm>
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
        <LocalizedLink to="/reset-password" className="font-semibold text-primary hover:underline">
          {text('signIn.forgotPassword')}
        </LocalizedLink>
        <span className="text-fg-muted">
          {text('signIn.notMember')}{' '}
          <LocalizedLink to="/membership" className="font-semibold text-primary hover:underline">
            {text('signIn.join')}
          </LocalizedLink>
        </span>
      </div>
    </Card>
  );
}
