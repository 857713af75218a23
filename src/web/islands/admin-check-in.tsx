import { AdminLayout } from '@web/features/admin/admin-layout';
import { adminEventsText } from '@web/features/admin-events/admin-events-text';
import { CheckInView } from '@web/features/admin-events/check-in-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminCheckIn() {
  return (
    <AdminLayout section="checkIn">
      <CheckInView />
    </AdminLayout>
  );
}

export default defineIsland('admin-check-in', withQueryProvider(AdminCheckIn), { catalogs: [adminEventsText] });
