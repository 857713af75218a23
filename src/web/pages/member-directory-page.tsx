import { HeadedPage } from '@web/components/headed-page';
import { MemberDirectoryView } from '@web/features/accounts/member-directory-view';
import { withQueryProvider } from '@web/lib/query-provider';

function MemberDirectoryPage() {
  return (
    <HeadedPage page="memberDirectory">
      <MemberDirectoryView />
    </HeadedPage>
  );
}

export default withQueryProvider(MemberDirectoryPage);
