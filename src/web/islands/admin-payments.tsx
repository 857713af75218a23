import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { AdminLayout } from '@web/features/admin/admin-layout';
import { PaymentsView } from '@web/features/admin-reports/payments-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminPayments() {
  return (
    <AdminLayout section="payments">
      <PaymentsView />
    </AdminLayout>
  );
}

export default defineIsland('admin-payments', withQueryProvider(AdminPayments), { catalogs: [bankTransferCatalog, paymentMethodCatalog] });
