import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminMember() {
  return <AdminLayout section="members" />;
}

export default defineIsland('admin-member', withQueryProvider(AdminMember));
