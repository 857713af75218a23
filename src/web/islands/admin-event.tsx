import { AdminLayout } from '@web/features/admin/admin-layout';
import { adminEventsText } from '@web/features/admin-events/admin-events-text';
import { EventDetail } from '@web/features/admin-events/event-detail';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';
import { usePageParams } from '@web/page-runtime/page-location';

/** The event named by the page's address. */
function EventOfAddress() {
  const { eventId } = usePageParams('adminEvent');
  return <EventDetail eventId={eventId ?? ''} />;
}

function AdminEvent() {
  return (
    <AdminLayout section="events">
      <EventOfAddress />
    </AdminLayout>
  );
}

export default defineIsland('admin-event', withQueryProvider(AdminEvent), { catalogs: [adminEventsText] });
