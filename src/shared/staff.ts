import { z } from 'zod';
import { adminCatalog } from './admin-catalog';
import type { Locale } from './locales';
import { staffRoles, type StaffRole } from './staff-roles';

/** The signed-in staff member as the back office shows them (GET /api/admin/me). */
export interface StaffProfile {
  email: string;
  displayName: string;
  role: StaffRole;
}

/** Staff passwords open the back office: longer than members' minimum. */
export const STAFF_MIN_PASSWORD = 12;

/** Recovery codes: 16 characters from an alphabet without look-alikes (no I, O, 0, 1), shown as four groups of four. */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const RECOVERY_CODE = /^[A-HJ-NP-Z2-9]{16}$/;
const TOTP_CODE = /^\d{6}$/;

/** A code as typed, without spaces or dashes and in capitals: '1234 56' → '123456', 'abcd-efgh-…' → 'ABCDEFGH…'. */
export function normalizeStaffCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

export function isTotpCode(normalized: string): boolean {
  return TOTP_CODE.test(normalized);
}

/** POST /api/admin/session and the staff sign-in page's form: email, password and a TOTP or recovery code. */
export function staffSignInSchema(locale: Locale) {
  const text = adminCatalog.in(locale);
  const email = text('signIn.errors.email');
  const password = text('signIn.errors.password');
  const code = text('signIn.errors.code');
  return z.strictObject({
    email: z.string(email).trim().min(1, email).max(254, email).pipe(z.email(email)),
    password: z.string(password).min(1, password).max(256, password),
    code: z
      .string(code)
      .max(40, code)
      .transform(normalizeStaffCode)
      .refine((value) => TOTP_CODE.test(value) || RECOVERY_CODE.test(value), code),
  });
}

export type StaffSignIn = z.infer<ReturnType<typeof staffSignInSchema>>;

/** A staff account as the staff page lists it (GET /api/admin/staff). */
export interface StaffListEntry {
  id: string;
  email: string;
  displayName: string;
  role: StaffRole;
  disabled: boolean;
  createdAt: string;
}

/** An invitation not yet accepted and not expired. */
export interface PendingStaffInvite {
  email: string;
  role: StaffRole;
  expiresAt: string;
}

export interface StaffOverview {
  staff: StaffListEntry[];
  invites: PendingStaffInvite[];
}

const roleSchema = (locale: Locale) => z.enum(staffRoles, adminCatalog.in(locale)('staff.errors.role'));

/** POST /api/admin/staff/invites: who to invite, and as what. */
export function staffInviteSchema(locale: Locale) {
  const email = adminCatalog.in(locale)('signIn.errors.email');
  return z.strictObject({
    email: z.string(email).trim().min(1, email).max(254, email).pipe(z.email(email)),
    role: roleSchema(locale),
  });
}

/** PATCH /api/admin/staff/:staffId: another role. */
export function staffRoleChangeSchema(locale: Locale) {
  return z.strictObject({ role: roleSchema(locale) });
}

const inviteToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** POST /api/admin/invites/open: the token of the emailed link. */
export const staffInviteOpenSchema = z.strictObject({ token: inviteToken });

/** The accept page's form: the name staff see, a password, and a code proving the authenticator is set up. */
export function staffInviteAcceptFormSchema(locale: Locale) {
  const text = adminCatalog.in(locale);
  const displayName = text('invite.errors.displayName');
  const password = text('invite.errors.password', { min: STAFF_MIN_PASSWORD });
  const code = text('invite.errors.code');
  return z.strictObject({
    displayName: z.string(displayName).trim().min(1, displayName).max(80, displayName),
    password: z.string(password).min(STAFF_MIN_PASSWORD, password).max(256, password),
    code: z.string(code).transform(normalizeStaffCode).refine(isTotpCode, code),
  });
}

/** POST /api/admin/invites/accept: the form and the link's token. */
export function staffInviteAcceptSchema(locale: Locale) {
  return staffInviteAcceptFormSchema(locale).extend({ token: inviteToken });
}

/** What accepting an invitation answers: the new staff member, signed in, and their recovery codes, shown this once. */
export interface AcceptedStaffInvite {
  staff: StaffProfile;
  recoveryCodes: string[];
}

/** What the accept page shows to set up the authenticator. */
export interface OpenedStaffInvite {
  email: string;
  role: StaffRole;
  totpSecret: string;
  otpauthUri: string;
  qrSvg: string;
}
