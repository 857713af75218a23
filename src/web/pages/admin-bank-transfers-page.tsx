import { HeadedPage } from '@web/components/headed-page';
import adminBankTransfers from '@web/islands/admin-bank-transfers';
import { Island } from '@web/page-runtime/island';

export default function AdminBankTransfersPage() {
  return (
    <HeadedPage page="adminBankTransfers">
      <Island of={adminBankTransfers} props={{}} />
    </HeadedPage>
  );
}
