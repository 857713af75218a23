import { useQuery } from '@tanstack/react-query';
import type { StaffProfile } from '@shared/staff';
import type { StaffRole } from '@shared/staff-roles';

/** The signed-in staff member's role, from the answer the back office frame already loaded (the same query key, so no second request). */
export function useStaffRole(): StaffRole | undefined {
  return useQuery<{ staff: StaffProfile | null }>({ queryKey: ['/api/admin/session'] }).data?.staff?.role;
}
