import { HeadedPage } from '@web/components/headed-page';
import adminCheckIn from '@web/islands/admin-check-in';
import { Island } from '@web/page-runtime/island';

export default function AdminCheckInPage() {
  return (
    <HeadedPage page="adminCheckIn">
      <Island of={adminCheckIn} props={{}} />
    </HeadedPage>
  );
}
