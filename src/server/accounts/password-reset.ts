import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { localizePath, type Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { accounts, passwordResets } from '../db/schema';
import { enqueueEmail } from '../mail/email-outbox';
import { hashPassword } from '../membership/passwords';
import { hashToken, newToken } from '../security/random-token';
import { passwordResetEmail } from './password-reset-email';
import { countResetEmail } from './reset-email-limit';
import { withMinimumDuration } from './minimum-duration';
import { endSessionsOf } from './sessions';
import { accountKey, clearFailures } from './sign-in-throttle';

const RESET_LIFETIME_MS = 60 * 60 * 1000;
export const passwordResetPath = '/reset-password';

/**
 * Every reset request with a valid body is answered this long after its
 * handler began: queueing an email takes longer than finding no account, and the
 * difference would tell which addresses have one. Well above the work's time,
 * short for a person.
 */
export const resetAnswerMs = 250;

/**
 * Emails a single-use reset link when an account has this address and it has
 * had fewer than three this hour; true when one was queued. The caller answers
 * the same either way, so the form reveals nothing. Unknown addresses are
 * counted too: the work up to the email is the same for both.
 */
export async function requestPasswordReset(
  db: Database,
  siteUrl: string,
  email: string,
  locale: Locale,
  now = new Date(),
): Promise<boolean> {
  const withinLimit = await countResetEmail(db, email, now);
  const [account] = await db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.email}) = ${email.toLowerCase()}`);
  if (!account || !withinLimit) return false;
  const { token, hash } = newToken();
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ tokenHash: hash, accountId: account.id, createdAt: now, expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS) });
    await enqueueEmail(
      tx,
      `password-reset:${hash}`,
      passwordResetEmail({
        to: account.email,
        firstName: account.firstName,
        locale,
        resetUrl: `${siteUrl}${localizePath(passwordResetPath, locale)}?token=${token}`,
      }),
    );
  });
  return true;
}

/**
 * A reset request as every entry point (the API and the page's form post)
 * answers it: no sooner than `resetAnswerMs`, whatever happened. Sending starts
 * inside that time: started after the answer, its work would slow the
 * client's next request, telling a known address.
 */
export async function requestPasswordResetInFixedTime(
  db: Database,
  siteUrl: string,
  email: string,
  locale: Locale,
  onQueued: () => void,
): Promise<void> {
  await withMinimumDuration(resetAnswerMs, async () => {
    if (await requestPasswordReset(db, siteUrl, email, locale)) onQueued();
  });
}

/**
 * Sets the new password if the link is unused and less than an hour old. It
 * uses up every open link of the account and ends all its sessions: whoever
 * knew the old password is signed out everywhere.
 */
export async function completePasswordReset(db: Database, token: string, password: string): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [reset] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
      .returning();
    if (!reset) return false;
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.accountId, reset.accountId), isNull(passwordResets.usedAt)));
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, reset.accountId));
    await endSessionsOf(tx, reset.accountId);
    await clearFailures(tx, accountKey(reset.accountId));
    return true;
  });
}
