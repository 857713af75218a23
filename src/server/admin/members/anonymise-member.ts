import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accountBilling,
  accounts,
  checkoutBilling,
  deletionRequests,
  emailDeliveries,
  memberships,
  newsletterSubscriptions,
  passwordResets,
  registrations,
  sessions,
} from '../../db/schema';
import { recordAudit } from '../../staff/audit';
import { lockMember, type StaffAction } from './member-action';
import { endedNow } from './membership-dates';

/** `.invalid` is reserved (RFC 2606): a tombstone address can never reach anybody. */
const tombstoneEmail = (id: string) => `${id}@anonymised.invalid`;
/** Not a password hash any password verifies against. */
const NO_PASSWORD = '!anonymised';
const TOMBSTONE_FIRST_NAME = 'Anonymised';
const TOMBSTONE_LAST_NAME = 'member';

const lowered = (emails: string[]) => [...new Set(emails.map((email) => email.toLowerCase()))];

/**
 * Erases a member on request (GDPR article 17) in one transaction: their
 * account, checkouts, billing addresses, newsletter subscriptions and mail
 * copies hold tombstones instead of their details; sessions and reset links
 * end; the membership ends and they leave the directory and every search and
 * export (which skip `anonymised_at`). Issued invoices and credit notes stay
 * exactly as issued: Dutch law keeps them seven years, and the database
 * refuses to change them anyway. The audit row says that it happened, never
 * who the person was.
 */
export async function anonymiseMember(db: Database, accountId: string, action: StaffAction): Promise<{ anonymisedAt: Date }> {
  return db.transaction(async (tx) => {
    const account = await lockMember(tx, accountId);
    const now = new Date();
    const checkouts = await tx
      .select({ id: registrations.id, email: registrations.email })
      .from(registrations)
      .where(or(eq(registrations.accountId, accountId), sql`lower(${registrations.email}) = ${account.email.toLowerCase()}`));
    const emails = lowered([account.email, ...checkouts.map((checkout) => checkout.email)]);
    const checkoutIds = checkouts.map((checkout) => checkout.id);

    await tx
      .update(accounts)
      .set({
        username: `anonymised-${accountId}`,
        email: tombstoneEmail(accountId),
        passwordHash: NO_PASSWORD,
        firstName: TOMBSTONE_FIRST_NAME,
        lastName: TOMBSTONE_LAST_NAME,
        phoneNumber: null,
        companyName: null,
        showInDirectory: false,
        anonymisedAt: now,
      })
      .where(eq(accounts.id, accountId));
    if (checkoutIds.length > 0) {
      await tx
        .update(registrations)
        .set({
          username: sql`'anonymised-' || ${registrations.id}`,
          email: sql`${registrations.id} || '@anonymised.invalid'`,
          passwordHash: NO_PASSWORD,
          firstName: TOMBSTONE_FIRST_NAME,
          lastName: TOMBSTONE_LAST_NAME,
          phoneNumber: null,
          updatedAt: now,
        })
        .where(inArray(registrations.id, checkoutIds));
      // A company's name and numbers stay (the kept invoices name them too); where a person could be reached does not.
      await tx
        .update(checkoutBilling)
        .set({
          street: null,
          postcode: null,
          city: null,
          purchaseOrder: null,
          billingEmail: sql`CASE WHEN ${checkoutBilling.billingEmail} IS NULL THEN NULL ELSE ${checkoutBilling.registrationId} || '@anonymised.invalid' END`,
          updatedAt: now,
        })
        .where(inArray(checkoutBilling.registrationId, checkoutIds));
    }
    await tx.delete(accountBilling).where(eq(accountBilling.accountId, accountId));
    await tx
      .update(newsletterSubscriptions)
      .set({
        email: sql`${newsletterSubscriptions.id} || '@anonymised.invalid'`,
        status: 'unsubscribed',
        unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(inArray(sql`lower(${newsletterSubscriptions.email})`, emails));
    // The erasure answers the member's own request, if they made one; its message may name them too.
    await tx
      .update(deletionRequests)
      .set({ message: null, closedAt: sql`coalesce(${deletionRequests.closedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(deletionRequests.accountId, accountId));
    await tx.delete(sessions).where(eq(sessions.accountId, accountId));
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, accountId));
    const toThem = or(inArray(sql`lower(${emailDeliveries.toAddress})`, emails), inArray(sql`lower(${emailDeliveries.ccAddress})`, emails));
    // Nothing more goes out to them; what went out keeps its subject and date only.
    await tx.delete(emailDeliveries).where(and(toThem, eq(emailDeliveries.status, 'pending')));
    await tx
      .update(emailDeliveries)
      .set({ toAddress: sql`${emailDeliveries.id} || '@anonymised.invalid'`, ccAddress: null, textBody: '', htmlBody: '' })
      .where(toThem);

    const [membership] = await tx.select().from(memberships).where(eq(memberships.accountId, accountId)).for('update');
    const endsAt = membership ? endedNow(membership, now) : null;
    // endedNow is never later than the membership's own end.
    if (membership && endsAt && endsAt < membership.expiresAt) {
      await tx.update(memberships).set({ expiresAt: endsAt, updatedAt: now }).where(eq(memberships.id, membership.id));
    }
    await recordAudit(tx, {
      ...action,
      action: 'member.anonymise',
      subject: { kind: 'account', id: accountId },
      before: { anonymisedAt: null, membershipExpiresAt: membership?.expiresAt.toISOString() ?? null },
      after: { anonymisedAt: now.toISOString(), membershipExpiresAt: endsAt?.toISOString() ?? null },
    });
    return { anonymisedAt: now };
  });
}
