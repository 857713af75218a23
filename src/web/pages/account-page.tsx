import { HeadedPage } from '@web/components/headed-page';
import { AccountView } from '@web/features/accounts/account-view';
import { withQueryProvider } from '@web/lib/query-provider';

function AccountPage() {
  return (
    <HeadedPage page="account" narrow>
      <AccountView />
    </HeadedPage>
  );
}

export default withQueryProvider(AccountPage);
