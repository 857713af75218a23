import { HeadedPage } from '@web/components/headed-page';

export default function AdminSignInPage() {
  return (
    <HeadedPage page="adminSignIn" narrow>
      {null}
    </HeadedPage>
  );
}
