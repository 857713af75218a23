import { AccountView } from '@web/features/accounts/account-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('account', withQueryProvider(AccountView));
