import { useSearchParams } from '@web/page-runtime/page-location';
import { NewPasswordForm } from './new-password-form';
import { PasswordResetRequestForm } from './password-reset-request-form';

/**
 * Without a token it asks for a reset link; with the token from the email it
 * sets the new password. The server serves the page prerendered with a token
 * for URLs that carry one, so the first render agrees with the URL.
 */
export function PasswordReset() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <NewPasswordForm token={token} /> : <PasswordResetRequestForm />;
}
