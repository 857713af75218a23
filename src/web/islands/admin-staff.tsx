import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminStaff() {
  return <AdminLayout section="staff" />;
}

export default defineIsland('admin-staff', withQueryProvider(AdminStaff));
