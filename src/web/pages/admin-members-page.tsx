import { HeadedPage } from '@web/components/headed-page';
import adminMembers from '@web/islands/admin-members';
import { Island } from '@web/page-runtime/island';

export default function AdminMembersPage() {
  return (
    <HeadedPage page="adminMembers">
      <Island of={adminMembers} props={{}} />
    </HeadedPage>
  );
}
