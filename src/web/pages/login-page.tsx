import { HeadedPage } from '@web/components/headed-page';
import signIn from '@web/islands/sign-in';
import { Island } from '@web/page-runtime/island';

export default function LoginPage() {
  return (
    <HeadedPage page="login">
      <Island of={signIn} props={{}} />
    </HeadedPage>
  );
}
