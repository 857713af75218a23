import { HeadedPage } from '@web/components/headed-page';
import adminStaff from '@web/islands/admin-staff';
import { Island } from '@web/page-runtime/island';

export default function AdminStaffPage() {
  return (
    <HeadedPage page="adminStaff">
      <Island of={adminStaff} props={{}} />
    </HeadedPage>
  );
}
