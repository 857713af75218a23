import { AccountView } from '@web/features/accounts/account-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { accountCatalog } from '@web/features/accounts/account-catalog';
import { bankTransferCatalog } from '@web/components/bank-transfer/bank-transfer-catalog';
import { paymentMethodCatalog } from '@web/components/bank-transfer/payment-method-catalog';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('account', withQueryProvider(AccountView), {
  catalogs: [accountCatalog, bankTransferCatalog, paymentMethodCatalog],
});
