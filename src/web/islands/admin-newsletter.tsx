import { AdminLayout } from '@web/features/admin/admin-layout';
import { NewsletterView } from '@web/features/admin-reports/newsletter-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminNewsletter() {
  return (
    <AdminLayout section="newsletter">
      <NewsletterView />
    </AdminLayout>
  );
}

export default defineIsland('admin-newsletter', withQueryProvider(AdminNewsletter));
