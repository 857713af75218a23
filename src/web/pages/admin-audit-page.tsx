import { HeadedPage } from '@web/components/headed-page';
import adminAudit from '@web/islands/admin-audit';
import { Island } from '@web/page-runtime/island';

export default function AdminAuditPage() {
  return (
    <HeadedPage page="adminAudit">
      <Island of={adminAudit} props={{}} />
    </HeadedPage>
  );
}
