import { HeadedPage } from '@web/components/headed-page';
import passwordReset from '@web/islands/password-reset';
import { Island } from '@web/page-runtime/island';

export default function PasswordResetPage() {
  return (
    <HeadedPage page="passwordReset">
      <Island of={passwordReset} props={{}} />
    </HeadedPage>
  );
}
