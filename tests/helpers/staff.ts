import { randomBytes } from 'node:crypto';
import { generate, generateSecret } from 'otplib';
import type { StaffRole } from '../../src/shared/staff-roles';
import type { Database } from '../../src/server/db/client';
import { staffAccounts } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/membership/passwords';
import { startStaffSession } from '../../src/server/staff/staff-sessions';

export const STAFF_COOKIE = 'qncc_staff';

export interface CreatedStaff {
  id: string;
  email: string;
  password: string;
  totpSecret: string;
}

/** A staff account written straight to the database, with a random password and TOTP secret the test can sign in with. */
export async function createStaff(
  db: Database,
  { role, email, displayName }: { role: StaffRole; email?: string; displayName?: string },
): Promise<CreatedStaff> {
  const suffix = randomBytes(6).toString('hex');
  const password = `staff-password-${suffix}`;
  const totpSecret = generateSecret();
  const [row] = await db
    .insert(staffAccounts)
    .values({
      email: (email ?? `${role}-${suffix}@staff.example`).toLowerCase(),
      displayName: displayName ?? `Test ${role} ${suffix}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecret,
    })
    .returning({ id: staffAccounts.id, email: staffAccounts.email });
  if (!row) throw new Error('staff account not created');
  return { ...row, password, totpSecret };
}

/** A `cookie` header value carrying a fresh session of this staff member, made directly in the database (no sign-in flow). */
export async function staffCookie(db: Database, staffId: string): Promise<string> {
  const { token } = await startStaffSession(db, staffId);
  return `${STAFF_COOKIE}=${token}`;
}

/** The code the staff member's authenticator app shows now (or at another moment, in epoch seconds). */
export function totpCode(totpSecret: string, epoch?: number): Promise<string> {
  return generate({ secret: totpSecret, ...(epoch === undefined ? {} : { epoch }) });
}
