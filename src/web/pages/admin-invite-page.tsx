import { HeadedPage } from '@web/components/headed-page';
import adminInvite from '@web/islands/admin-invite';
import { Island } from '@web/page-runtime/island';

export default function AdminInvitePage() {
  return (
    <HeadedPage page="adminInvite">
      <Island of={adminInvite} props={{}} />
    </HeadedPage>
  );
}
