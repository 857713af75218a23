import { MemberDirectoryView } from '@web/features/accounts/member-directory-view';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('member-directory', withQueryProvider(MemberDirectoryView));
