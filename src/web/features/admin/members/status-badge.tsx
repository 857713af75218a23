import type { MemberStatus } from '@shared/admin/member-constants';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import { Badge } from '@web/components/ui/badge';
import { useMessages } from '@web/i18n/use-messages';

const tones = { active: 'primary', expiring: 'accent', expired: 'neutral', pending: 'secondary' } as const;

export function StatusBadge({ status }: { status: MemberStatus }) {
  const text = useMessages(adminMembersCatalog);
  return <Badge tone={tones[status]}>{text(`statuses.${status}`)}</Badge>;
}
