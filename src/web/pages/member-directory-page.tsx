import { HeadedPage } from '@web/components/headed-page';
import memberDirectory from '@web/islands/member-directory';
import { Island } from '@web/page-runtime/island';

export default function MemberDirectoryPage() {
  return (
    <HeadedPage page="memberDirectory">
      <Island of={memberDirectory} props={{}} />
    </HeadedPage>
  );
}
