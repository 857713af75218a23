import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminDashboard() {
  return <AdminLayout section="dashboard" />;
}

export default defineIsland('admin-dashboard', withQueryProvider(AdminDashboard));
