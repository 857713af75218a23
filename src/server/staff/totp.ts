import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { site } from '@shared/site';
import type { Database } from '../db/client';
import { staffAccounts } from '../db/schema';

/** A code is accepted from the step before to the step after the server's (30 seconds each): phones' clocks drift. */
const TOLERANCE_SECONDS = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URI an authenticator app scans: the chamber's short name as issuer, the staff email as label. */
export function totpUri(secret: string, email: string): string {
  return generateURI({ issuer: site.shortName, label: email, secret });
}

/**
 * Whether a 6-digit code is right for this staff member now, and unused. The
 * step it matched is recorded in the same statement that checks it is later
 * than the last one accepted, so a code (or an older one) is good once, even
 * when the same code arrives twice at the same moment.
 */
export async function acceptTotpCode(
  db: Database,
  staff: { id: string; totpSecret: string; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  const result = await verify({
    secret: staff.totpSecret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(staff.totpLastStep === null ? {} : { afterTimeStep: staff.totpLastStep }),
  });
  // otplib types TOTP and HOTP results as one union; a TOTP match always carries its time step.
  if (!result.valid || !('timeStep' in result)) return false;
  const claimed = await db
    .update(staffAccounts)
    .set({ totpLastStep: result.timeStep })
    .where(and(eq(staffAccounts.id, staff.id), or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, result.timeStep))))
    .returning({ id: staffAccounts.id });
  return claimed.length === 1;
}
