import { adminBankTransfersText } from '@web/components/bank-transfer/admin-bank-transfers-catalog';
import { AdminLayout } from '@web/features/admin/admin-layout';
import { BankTransfersView } from '@web/features/admin-bank-transfers/bank-transfers-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminBankTransfers() {
  return (
    <AdminLayout section="bankTransfers">
      <BankTransfersView />
    </AdminLayout>
  );
}

export default defineIsland('admin-bank-transfers', withQueryProvider(AdminBankTransfers), { catalogs: [adminBankTransfersText] });
