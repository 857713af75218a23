import type { MemberDetail } from '@shared/admin/member-constants';
import type { StaffRole } from '@shared/staff-roles';

/** What every section of the member page is drawn from. */
export interface MemberSectionProps {
  member: MemberDetail;
  /** The API path of this member: actions post below it. */
  apiPath: string;
  /** The query the page loaded the member with, refreshed after an action. */
  refreshKey: readonly unknown[];
  /** Whether the signed-in staff member may take the actions of this section (and the member is not anonymised). */
  canChange: boolean;
  canRefund: boolean;
  role: StaffRole;
}
