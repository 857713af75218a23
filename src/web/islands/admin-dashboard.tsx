import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import { AdminLayout } from '@web/features/admin/admin-layout';
import { DashboardView } from '@web/features/admin-reports/dashboard-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminDashboard() {
  return (
    <AdminLayout section="dashboard">
      <DashboardView />
    </AdminLayout>
  );
}

export default defineIsland('admin-dashboard', withQueryProvider(AdminDashboard), { catalogs: [adminBankTransfersText] });
