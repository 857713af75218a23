import { AdminLayout } from '@web/features/admin/admin-layout';
import { AuditView } from '@web/features/admin-reports/audit-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminAudit() {
  return (
    <AdminLayout section="audit">
      <AuditView />
    </AdminLayout>
  );
}

export default defineIsland('admin-audit', withQueryProvider(AdminAudit));
