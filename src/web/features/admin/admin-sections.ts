import { eventRoles } from '@shared/admin/event-constants';
import type { PageKey } from '@shared/routes';
import { roleAllows, staffRoles, type StaffRole } from '@shared/staff-roles';

export interface AdminSection {
  key: 'dashboard' | 'members' | 'payments' | 'bankTransfers' | 'events' | 'checkIn' | 'newsletter' | 'audit' | 'staff';
  page: PageKey;
  /** Who sees it in the navigation and may open it (admin always may); the server checks the same on every route. */
  roles: readonly StaffRole[];
}

/** The back office's sections in navigation order. */
export const adminSections = [
  { key: 'dashboard', page: 'admin', roles: staffRoles },
  // Finance opens member pages to refund their payments.
  { key: 'members', page: 'adminMembers', roles: ['membership', 'finance'] },
  { key: 'payments', page: 'adminPayments', roles: ['finance'] },
  { key: 'bankTransfers', page: 'adminBankTransfers', roles: ['finance'] },
  { key: 'events', page: 'adminEvents', roles: eventRoles.read },
  { key: 'checkIn', page: 'adminCheckIn', roles: eventRoles.checkIn },
  { key: 'newsletter', page: 'adminNewsletter', roles: ['membership'] },
  { key: 'audit', page: 'adminAudit', roles: ['admin'] },
  { key: 'staff', page: 'adminStaff', roles: ['admin'] },
] as const satisfies readonly AdminSection[];

export type AdminSectionKey = AdminSection['key'];

export function sectionsOpenTo(role: StaffRole): AdminSection[] {
  return adminSections.filter((section) => roleAllows(role, section.roles));
}

export function sectionOpenTo(key: AdminSectionKey, role: StaffRole): boolean {
  return sectionsOpenTo(role).some((section) => section.key === key);
}
