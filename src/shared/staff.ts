import type { StaffRole } from './staff-roles';

/** The signed-in staff member as the back office shows them (GET /api/admin/me). */
export interface StaffProfile {
  email: string;
  displayName: string;
  role: StaffRole;
}
