import { AdminLayout } from '@web/features/admin/admin-layout';
import { MemberPage } from '@web/features/admin/members/member-page';
import { useStaff } from '@web/features/admin/use-staff';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';
import { usePageParams } from '@web/page-runtime/page-location';

/** The member named by the page's address, shown with the actions the signed-in staff member's role allows. */
function MemberOfAddress() {
  const { staff } = useStaff();
  const { accountId } = usePageParams('adminMember');
  return <MemberPage accountId={accountId ?? ''} role={staff.role} />;
}

function AdminMember() {
  return (
    <AdminLayout section="members">
      <MemberOfAddress />
    </AdminLayout>
  );
}

export default defineIsland('admin-member', withQueryProvider(AdminMember));
