import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminPayments() {
  return <AdminLayout section="payments" />;
}

export default defineIsland('admin-payments', withQueryProvider(AdminPayments));
