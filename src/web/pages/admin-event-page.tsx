import { HeadedPage } from '@web/components/headed-page';
import adminEvent from '@web/islands/admin-event';
import { Island } from '@web/page-runtime/island';

export default function AdminEventPage() {
  return (
    <HeadedPage page="adminEvent">
      <Island of={adminEvent} props={{}} />
    </HeadedPage>
  );
}
