import { PageHeader } from '@web/components/page-header';
import { MemberDirectoryView } from '@web/features/accounts/member-directory-view';
import { usePageCopy } from '@web/i18n/locale-texts-context';
import { withQueryProvider } from '@web/lib/query-provider';

function MemberDirectoryPage() {
  const pageCopy = usePageCopy();
  return (
    <>
      <PageHeader heading={pageCopy.memberDirectory.heading} intro={pageCopy.memberDirectory.intro} />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <MemberDirectoryView />
      </div>
    </>
  );
}

export default withQueryProvider(MemberDirectoryPage);
