import { paymentMethodCatalog } from '@web/components/payment-method-catalog';
import { AccountView } from '@web/features/accounts/account-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { accountCatalog } from '@web/features/accounts/account-catalog';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('account', withQueryProvider(AccountView), { catalogs: [paymentMethodCatalog, accountCatalog] });
