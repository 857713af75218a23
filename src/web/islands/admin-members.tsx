import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminMembers() {
  return <AdminLayout section="members" />;
}

export default defineIsland('admin-members', withQueryProvider(AdminMembers));
