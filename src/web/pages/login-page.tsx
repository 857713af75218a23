import { HeadedPage } from '@web/components/headed-page';
import { SignInForm } from '@web/features/accounts/sign-in-form';

export default function LoginPage() {
  return (
    <HeadedPage page="login">
      <SignInForm />
    </HeadedPage>
  );
}
