import { PageHeader } from '@web/components/page-header';
import { AccountView } from '@web/features/accounts/account-view';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { withQueryProvider } from '@web/lib/query-provider';

function AccountPage() {
  const pageCopy = usePageCopy();
  return (
    <>
      <PageHeader heading={pageCopy.account.heading} intro={pageCopy.account.intro} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <AccountView />
      </div>
    </>
  );
}

export default withQueryProvider(AccountPage);
