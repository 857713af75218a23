import { AdminLayout } from '@web/features/admin/admin-layout';
import { adminEventsText } from '@web/features/admin-events/admin-events-text';
import { EventsList } from '@web/features/admin-events/events-list';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminEvents() {
  return (
    <AdminLayout section="events">
      <EventsList />
    </AdminLayout>
  );
}

export default defineIsland('admin-events', withQueryProvider(AdminEvents), { catalogs: [adminEventsText] });
