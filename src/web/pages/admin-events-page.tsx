import { HeadedPage } from '@web/components/headed-page';
import adminEvents from '@web/islands/admin-events';
import { Island } from '@web/page-runtime/island';

export default function AdminEventsPage() {
  return (
    <HeadedPage page="adminEvents">
      <Island of={adminEvents} props={{}} />
    </HeadedPage>
  );
}
