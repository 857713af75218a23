import { asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '@shared/staff-roles';
import type { Database } from '../db/client';
import { staffAccounts } from '../db/schema';
import { hashPassword } from '../membership/passwords';
import { recordAudit, type AuditActor } from './audit';
import { replaceRecoveryCodes } from './recovery-codes';
import { endStaffSessionsOf } from './staff-sessions';
import { newTotpSecret, totpUri } from './totp';

export type StaffRow = typeof staffAccounts.$inferSelect;

export type StaffChangeRefusal = 'exists' | 'not-found' | 'last-admin' | 'wrong-code';

/** Why a change to staff accounts was refused: `reason` for the API's translated answer, the message for the command line. */
export class StaffChangeError extends Error {
  constructor(
    readonly reason: StaffChangeRefusal,
    message: string,
  ) {
    super(message);
  }
}

export interface NewStaff {
  email: string;
  displayName: string;
  role: StaffRole;
  password: string;
}

/** What a new staff member needs once, to set up their authenticator: never stored in this form, never shown again. */
export interface StaffEnrolment {
  staff: StaffRow;
  totpUri: string;
  recoveryCodes: string[];
}

function byEmail(email: string) {
  return sql`lower(${staffAccounts.email}) = ${email.trim().toLowerCase()}`;
}

export async function findStaffByEmail(db: Database, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffAccounts).where(byEmail(email));
  return row;
}

/** Creates a staff account with a fresh TOTP secret and recovery codes, audited in the same transaction. */
export async function createStaffAccount(db: Database, account: NewStaff, actor: AuditActor, ip?: string): Promise<StaffEnrolment> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  const totpSecret = newTotpSecret();
  const staff = await db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, email)) throw new StaffChangeError('exists', `a staff account for ${email} already exists`);
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email, displayName: account.displayName.trim(), role: account.role, passwordHash, totpSecret })
      .returning();
    if (!row) throw new Error('staff account not created');
    await recordAudit(tx, {
      actor,
      action: 'staff.created',
      subject: { kind: 'staff', id: row.id },
      ip,
      after: { email, displayName: row.displayName, role: row.role },
    });
    return row;
  });
  const recoveryCodes = await replaceRecoveryCodes(db, staff.id);
  return { staff, totpUri: totpUri(totpSecret, email), recoveryCodes };
}

export function listStaff(db: Database): Promise<StaffRow[]> {
  return db.select().from(staffAccounts).orderBy(asc(staffAccounts.email));
}

/**
 * Locks the staff member's row and checks the change leaves at least one
 * enabled admin, so nobody can lock the chamber out of its own back office.
 */
async function changeStaff(
  db: Database,
  email: string,
  change: (row: StaffRow) => Partial<Pick<StaffRow, 'role' | 'disabledAt'>>,
  audit: { action: string; actor: AuditActor; ip?: string },
): Promise<StaffRow> {
  return db.transaction(async (tx) => {
    // Every admin row is locked in one order, so two changes at once cannot both remove "the other" last admin.
    await tx.execute(sql`SELECT id FROM staff_accounts WHERE role = 'admin' ORDER BY id FOR UPDATE`);
    const [row] = await tx.select().from(staffAccounts).where(byEmail(email)).for('update');
    if (!row) throw new StaffChangeError('not-found', `no staff account for ${email.trim().toLowerCase()}`);
    const values = change(row);
    const after = { ...row, ...values };
    const stillAdmins = await tx
      .select({ id: staffAccounts.id })
      .from(staffAccounts)
      .where(sql`${staffAccounts.role} = 'admin' AND ${staffAccounts.disabledAt} IS NULL AND ${staffAccounts.id} <> ${row.id}`);
    if (stillAdmins.length === 0 && row.role === 'admin' && !row.disabledAt && (after.role !== 'admin' || after.disabledAt)) {
      throw new StaffChangeError('last-admin', 'this is the last enabled admin: make another admin first');
    }
    const [updated] = await tx
      .update(staffAccounts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(staffAccounts.id, row.id))
      .returning();
    if (!updated) throw new Error('staff account not updated');
    if (updated.disabledAt) await endStaffSessionsOf(tx, row.id);
    await recordAudit(tx, {
      actor: audit.actor,
      action: audit.action,
      subject: { kind: 'staff', id: row.id },
      ip: audit.ip,
      before: { role: row.role, disabled: row.disabledAt !== null },
      after: { role: updated.role, disabled: updated.disabledAt !== null },
    });
    return updated;
  });
}

/** Gives a staff member another role; it applies from their next request. */
export function changeStaffRole(db: Database, email: string, role: StaffRole, actor: AuditActor, ip?: string): Promise<StaffRow> {
  return changeStaff(db, email, () => ({ role }), { action: 'staff.role-changed', actor, ip });
}

/** Disables a staff account: it can no longer sign in, and its sessions end now. The row stays for the audit log. */
export function disableStaff(db: Database, email: string, actor: AuditActor, ip?: string): Promise<StaffRow> {
  return changeStaff(db, email, (row) => ({ disabledAt: row.disabledAt ?? new Date() }), { action: 'staff.disabled', actor, ip });
}
