import { HeadedPage } from '@web/components/headed-page';
import adminPayments from '@web/islands/admin-payments';
import { Island } from '@web/page-runtime/island';

export default function AdminPaymentsPage() {
  return (
    <HeadedPage page="adminPayments">
      <Island of={adminPayments} props={{}} />
    </HeadedPage>
  );
}
