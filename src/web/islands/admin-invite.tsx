import { InviteAcceptance } from '@web/features/admin/invite-acceptance';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

export default defineIsland('admin-invite', withQueryProvider(InviteAcceptance));
