import { AdminLayout } from '@web/features/admin/admin-layout';
import { StaffSection } from '@web/features/admin/staff-section';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminStaff() {
  return (
    <AdminLayout section="staff">
      <StaffSection />
    </AdminLayout>
  );
}

export default defineIsland('admin-staff', withQueryProvider(AdminStaff));
