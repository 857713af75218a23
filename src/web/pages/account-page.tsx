import { HeadedPage } from '@web/components/headed-page';
import account from '@web/islands/account';
import { Island } from '@web/page-runtime/island';

export default function AccountPage() {
  return (
    <HeadedPage page="account" narrow>
      <Island of={account} props={{}} />
    </HeadedPage>
  );
}
