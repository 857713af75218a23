import { createHmac } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { adminCatalog } from '@shared/admin-catalog';
import { localizePath, type Locale } from '@shared/locales';
import { pagePath } from '@shared/routes';
import type { StaffRole } from '@shared/staff-roles';
import type { Database } from '../db/client';
import { staffAccounts, staffInvites } from '../db/schema';
import { actionEmail } from '../mail/action-email';
import { emailMessages } from '../mail/email-messages';
import { enqueueEmail } from '../mail/email-outbox';
import { isolate } from '../mail/isolates';
import { hashPassword } from '../membership/passwords';
import { hashToken, newToken } from '../security/random-token';
import { recordAudit, type AuditActor } from './audit';
import { replaceRecoveryCodes } from './recovery-codes';
import { findStaffByEmail, StaffChangeError, type StaffRow } from './staff-accounts';
import { acceptTotpCode, totpUri } from './totp';

/** Long enough to reach someone away for a weekend, short enough that a forgotten email is soon worthless. */
const INVITE_VALID_MS = 72 * 60 * 60 * 1000;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * The TOTP secret of an invitation, derived from its token: only the person
 * holding the emailed link can compute it, and nothing about it is stored
 * until they accept with a code it produces.
 */
function inviteTotpSecret(token: string): string {
  const bytes = createHmac('sha256', token).update('staff invitation TOTP secret').digest().subarray(0, 20);
  let bits = '';
  for (const byte of bytes) bits += byte.toString(2).padStart(8, '0');
  return (bits.match(/.{5}/g) ?? []).map((chunk) => BASE32[parseInt(chunk, 2)]).join('');
}

export interface InviteInput {
  email: string;
  role: StaffRole;
  locale: Locale;
}

/** Invites someone to the staff by email: a single-use link valid for 72 hours, the invitation and its email in one transaction, audited. */
export async function inviteStaff(
  db: Database,
  siteUrl: string,
  input: InviteInput,
  inviter: { actor: AuditActor & { kind: 'staff' }; displayName: string; ip?: string },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const { token, hash } = newToken();
  const link = `${siteUrl}${localizePath(pagePath('adminInvite'), input.locale)}?token=${token}`;
  const text = emailMessages.in(input.locale);
  const role = adminCatalog.in(input.locale)(`roles.${input.role}`);
  await db.transaction(async (tx) => {
    if (await findStaffByEmail(tx, email)) throw new StaffChangeError('exists', `a staff account for ${email} already exists`);
    await tx.insert(staffInvites).values({
      tokenHash: hash,
      email,
      role: input.role,
      invitedBy: inviter.actor.id,
      expiresAt: new Date(Date.now() + INVITE_VALID_MS),
    });
    await enqueueEmail(
      tx,
      `staff-invite:${hash}`,
      actionEmail({
        to: email,
        locale: input.locale,
        subject: text('staffInvite.subject'),
        greeting: text('staffInvite.greeting'),
        paragraphs: [text('staffInvite.intro', { inviter: isolate(inviter.displayName), role })],
        action: { label: text('staffInvite.action'), url: link },
        note: text('staffInvite.note'),
      }),
    );
    await recordAudit(tx, {
      actor: inviter.actor,
      action: 'staff.invited',
      subject: { kind: 'staff-invite', id: email },
      ip: inviter.ip,
      after: { email, role: input.role },
    });
  });
}

type InviteRow = typeof staffInvites.$inferSelect;

async function openInvite(db: Database, token: string): Promise<InviteRow | undefined> {
  const [invite] = await db
    .select()
    .from(staffInvites)
    .where(and(eq(staffInvites.tokenHash, hashToken(token)), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, new Date())));
  return invite;
}

/** What the accept page shows for a valid invitation: who it is for and the authenticator set-up. */
export async function describeInvite(db: Database, token: string) {
  const invite = await openInvite(db, token);
  if (!invite) return undefined;
  const uri = totpUri(inviteTotpSecret(token), invite.email);
  return {
    email: invite.email,
    role: invite.role,
    totpSecret: inviteTotpSecret(token),
    otpauthUri: uri,
    qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1 }),
  };
}

/**
 * Accepts an invitation: the code proves the authenticator is set up. The
 * invitation is used up by the statement that checks it is unused and
 * unexpired, so two accepts at once make one account.
 */
export async function acceptInvite(
  db: Database,
  input: { token: string; displayName: string; password: string; code: string },
  ip: string,
): Promise<{ staff: StaffRow; recoveryCodes: string[] } | undefined> {
  const invite = await openInvite(db, input.token);
  if (!invite) return undefined;
  const totpSecret = inviteTotpSecret(input.token);
  const passwordHash = await hashPassword(input.password);
  const staff = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(staffInvites)
      .set({ usedAt: new Date() })
      .where(and(eq(staffInvites.tokenHash, invite.tokenHash), isNull(staffInvites.usedAt), gt(staffInvites.expiresAt, sql`now()`)))
      .returning();
    if (!claimed) return undefined;
    if (await findStaffByEmail(tx, claimed.email))
      throw new StaffChangeError('exists', `a staff account for ${claimed.email} already exists`);
    const [row] = await tx
      .insert(staffAccounts)
      .values({ email: claimed.email, displayName: input.displayName.trim(), role: claimed.role, passwordHash, totpSecret })
      .returning();
    if (!row) throw new Error('staff account not created');
    // Thrown, so the account and the used-up invitation roll back: the invitee may try another code.
    if (!(await acceptTotpCode(tx, row, input.code))) throw new StaffChangeError('wrong-code', 'the authenticator code is not right');
    await recordAudit(tx, {
      actor: { kind: 'staff', id: row.id, email: row.email },
      action: 'staff.invite-accepted',
      subject: { kind: 'staff', id: row.id },
      ip,
      after: { email: row.email, displayName: row.displayName, role: row.role, invitedBy: claimed.invitedBy },
    });
    return row;
  });
  if (!staff) return undefined;
  return { staff, recoveryCodes: await replaceRecoveryCodes(db, staff.id) };
}
