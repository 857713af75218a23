import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '@shared/locales';
import { isTotpCode, type StaffProfile, type StaffSignIn } from '@shared/staff';
import { accountKey, addressKey, forgiveAttempt, reserveAttempt } from '../accounts/sign-in-throttle';
import type { Database } from '../db/client';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import { passwordMatchesIfAny } from '../membership/passwords';
import { recordAudit, type AuditEntry } from './audit';
import { useRecoveryCode } from './recovery-codes';
import { staffSessionCookie } from './staff-session-cookie';
import { endStaffSession, findEnabledStaff, startStaffSession } from './staff-sessions';
import { acceptTotpCode } from './totp';

type StaffRow = NonNullable<Awaited<ReturnType<typeof findEnabledStaff>>>;

/** Why a sign-in failed, for the audit log only: the person signing in is told the same for each. */
type FailedCheck = 'throttled' | 'unknown-account' | 'password' | 'code';

function failedSignIn(request: FastifyRequest, staff: StaffRow | undefined, failed: FailedCheck): AuditEntry {
  // Nobody has proven who they are: the system records the attempt, against the account it named if there is one.
  return {
    actor: { kind: 'system' },
    action: 'staff.sign-in-failed',
    ...(staff ? { subject: { kind: 'staff', id: staff.id } } : {}),
    ip: request.ip,
    after: { failed },
  };
}

async function secondFactorHolds(db: Database, staff: StaffRow, code: string): Promise<'totp' | 'recovery-code' | undefined> {
  if (isTotpCode(code)) return (await acceptTotpCode(db, staff, code)) ? 'totp' : undefined;
  return (await useRecoveryCode(db, staff.id, code)) ? 'recovery-code' : undefined;
}

/**
 * Checks a staff member's password and code under the sign-in throttle that
 * members share (per account and per client address), then starts a staff
 * session (its cookie goes on the reply). The code is only checked after the
 * password, so a wrong password never uses up a recovery code. Every outcome
 * is audited, without the password or the code. The caller has checked the
 * request's origin.
 */
export async function signInStaff(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  credentials: StaffSignIn,
  locale: Locale,
): Promise<StaffProfile> {
  const texts = serverMessages.in(locale);
  const staff = await findEnabledStaff(db, credentials.email);
  // Counted before anything is checked, so parallel guesses cannot all be checked before any is counted.
  const attempt = await reserveAttempt(db, [accountKey(`staff:${staff?.id ?? credentials.email}`), addressKey(request.ip)]);
  if (!attempt.allowed) {
    await recordAudit(db, failedSignIn(request, staff, 'throttled'));
    reply.header('Retry-After', String(attempt.retryAfterSeconds));
    throw new HttpError(429, texts('account.tooManyAttempts', { seconds: attempt.retryAfterSeconds }));
  }
  const passwordHolds = await passwordMatchesIfAny(staff?.passwordHash, credentials.password);
  const method = staff && passwordHolds ? await secondFactorHolds(db, staff, credentials.code) : undefined;
  if (!staff || !method) {
    await recordAudit(db, failedSignIn(request, staff, !staff ? 'unknown-account' : passwordHolds ? 'code' : 'password'));
    throw new HttpError(401, texts('staff.invalidCredentials'));
  }
  await forgiveAttempt(db, attempt.reservations);
  const previous = staffSessionCookie.read(request);
  if (previous) await endStaffSession(db, previous);
  const session = await startStaffSession(db, staff.id);
  staffSessionCookie.set(request, reply, session.token, session.expiresAt);
  await recordAudit(db, {
    actor: { kind: 'staff', id: staff.id, email: staff.email },
    action: 'staff.sign-in',
    subject: { kind: 'staff', id: staff.id },
    ip: request.ip,
    after: { method },
  });
  return { email: staff.email, displayName: staff.displayName, role: staff.role };
}
