import { createContext, useContext } from 'react';
import type { StaffProfile } from '@shared/staff';

/** Who is signed in, or null: asked without failing, so a signed-out visit logs no failed request. */
export const staffQueryKey = ['/api/admin/session'] as const;

export const StaffContext = createContext<StaffProfile | undefined>(undefined);

/** The signed-in staff member, for the sections AdminLayout shows (it renders them only once it knows who is signed in). */
export function useStaff(): { staff: StaffProfile } {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff is only for components inside AdminLayout');
  return { staff };
}
