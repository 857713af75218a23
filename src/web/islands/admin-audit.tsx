import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminAudit() {
  return <AdminLayout section="audit" />;
}

export default defineIsland('admin-audit', withQueryProvider(AdminAudit));
