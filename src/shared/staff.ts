import { z } from 'zod';
import { adminCatalog } from './admin-catalog';
import type { Locale } from './locales';
import type { StaffRole } from './staff-roles';

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
