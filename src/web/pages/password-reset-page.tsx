import { useSearchParams } from 'react-router';
import { HeadedPage } from '@web/components/headed-page';
import { NewPasswordForm } from '@web/features/accounts/new-password-form';
import { PasswordResetRequestForm } from '@web/features/accounts/password-reset-request-form';

/**
 * Without a token it asks for a reset link; with the token from the email it
 * sets the new password. The server serves the page prerendered with a token
 * for URLs that carry one, so the first render agrees with the URL.
 */
export default function PasswordResetPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return <HeadedPage page="passwordReset">{token ? <NewPasswordForm token={token} /> : <PasswordResetRequestForm />}</HeadedPage>;
}
