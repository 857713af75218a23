import { useSearchParams } from 'react-router';
import { HeadedPage } from '@web/components/headed-page';
import { NewPasswordForm } from '@web/features/accounts/new-password-form';
import { PasswordResetRequestForm } from '@web/features/accounts/password-reset-request-form';
import { useHydrated } from '@web/lib/use-hydrated';

/** Without a token it asks for a reset link; with the token from the email it sets the new password. */
export default function PasswordResetPage() {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const token = hydrated ? params.get('token') : null;
  return <HeadedPage page="passwordReset">{token ? <NewPasswordForm token={token} /> : <PasswordResetRequestForm />}</HeadedPage>;
}
