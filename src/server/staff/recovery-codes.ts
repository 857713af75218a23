import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { RECOVERY_CODE_ALPHABET } from '@shared/staff';
import type { Database } from '../db/client';
import { staffRecoveryCodes } from '../db/schema';
import { hashToken } from '../security/random-token';

const CODES_PER_STAFF = 10;
const CODE_LENGTH = 16;

/** A code with 80 random bits, shown as four groups of four: 'K7Q2-MX9P-LR4T-VW8C'. */
function newRecoveryCode(): string {
  const characters = Array.from({ length: CODE_LENGTH }, () => RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)]);
  return characters.join('').replace(/(.{4})(?!$)/g, '$1-');
}

/**
 * Gives a staff member a fresh set of recovery codes, replacing any earlier
 * set. The codes are returned to be shown once; only their SHA-256 is kept
 * (80 random bits each: a slow hash would add nothing).
 */
export async function replaceRecoveryCodes(db: Database, staffId: string): Promise<string[]> {
  const codes = Array.from({ length: CODES_PER_STAFF }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashToken(code.replaceAll('-', '')) })));
  });
  return codes;
}

/** Uses up one of the staff member's recovery codes (normalized: no dashes, capitals): true once per code, even for two requests at once. */
export async function useRecoveryCode(db: Database, staffId: string, normalizedCode: string): Promise<boolean> {
  const used = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffRecoveryCodes.codeHash, hashToken(normalizedCode)),
        eq(staffRecoveryCodes.staffId, staffId),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ codeHash: staffRecoveryCodes.codeHash });
  return used.length === 1;
}
