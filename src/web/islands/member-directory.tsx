import { MemberDirectoryView } from '@web/features/accounts/member-directory-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { accountCatalog } from '@web/features/accounts/account-catalog';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('member-directory', withQueryProvider(MemberDirectoryView), { catalogs: [accountCatalog] });
