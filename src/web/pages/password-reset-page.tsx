import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/page-header';
import { NewPasswordForm } from '@web/features/accounts/new-password-form';
import { PasswordResetRequestForm } from '@web/features/accounts/password-reset-request-form';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { useHydrated } from '@web/lib/use-hydrated';

/** Without a token it asks for a reset link; with the token from the email it sets the new password. */
export default function PasswordResetPage() {
  const pageCopy = usePageCopy();
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = hydrated ? params.get('token') : null;
  return (
    <>
      <PageHeader heading={pageCopy.passwordReset.heading} intro={pageCopy.passwordReset.intro} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        {token ? <NewPasswordForm token={token} /> : <PasswordResetRequestForm />}
      </div>
    </>
  );
}
