import { AdminLayout } from '@web/features/admin/admin-layout';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminNewsletter() {
  return <AdminLayout section="newsletter" />;
}

export default defineIsland('admin-newsletter', withQueryProvider(AdminNewsletter));
