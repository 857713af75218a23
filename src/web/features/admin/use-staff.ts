import { createContext, useContext } from 'react';
import type { StaffProfile } from '@shared/staff';

export const staffQueryKey = ['/api/admin/me'] as const;

export const StaffContext = createContext<StaffProfile | undefined>(undefined);

/** The signed-in staff member, for the sections AdminLayout shows (it renders them only once it knows who is signed in). */
export function useStaff(): { staff: StaffProfile } {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is only for components inside AdminLayout');
  return { staff };
}
