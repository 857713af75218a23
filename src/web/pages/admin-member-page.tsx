import { HeadedPage } from '@web/components/headed-page';
import adminMember from '@web/islands/admin-member';
import { Island } from '@web/page-runtime/island';

export default function AdminMemberPage() {
  return (
    <HeadedPage page="adminMember">
      <Island of={adminMember} props={{}} />
    </HeadedPage>
  );
}
