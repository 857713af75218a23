import { AdminLayout } from '@web/features/admin/admin-layout';
import { MembersSearch } from '@web/features/admin/members/members-search';
import { withQueryProvider } from '@web/lib/query-provider';
import { defineIsland } from '@web/page-runtime/island-definition';

function AdminMembers() {
  return (
    <AdminLayout section="members">
      <MembersSearch />
    </AdminLayout>
  );
}

export default defineIsland('admin-members', withQueryProvider(AdminMembers));
