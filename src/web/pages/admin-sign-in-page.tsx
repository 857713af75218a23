import { HeadedPage } from '@web/components/headed-page';
import adminSignIn from '@web/islands/admin-sign-in';
import { Island } from '@web/page-runtime/island';

export default function AdminSignInPage() {
  return (
    <HeadedPage page="adminSignIn">
      <Island of={adminSignIn} props={{}} />
    </HeadedPage>
  );
}
