import { HeadedPage } from '@web/components/headed-page';
import adminDashboard from '@web/islands/admin-dashboard';
import { Island } from '@web/page-runtime/island';

export default function AdminPage() {
  return (
    <HeadedPage page="admin">
      <Island of={adminDashboard} props={{}} />
    </HeadedPage>
  );
}
