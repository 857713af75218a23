/**
 * The back office's roles. admin may do everything, including managing staff;
 * finance handles payments, refunds, invoices and exports; membership handles
 * members, renewals, directory entries and subscribers.
 */
export const staffRoles = ['admin', 'finance', 'membership'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** Whether a role may use something open to the roles listed; admin may use everything. */
export function roleAllows(role: StaffRole, needed: readonly StaffRole[]): boolean {
  return role === 'admin' || needed.includes(role);
}
