import { asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  accountBilling,
  accounts,
  checkoutBilling,
  deletionRequests,
  emailDeliveries,
  invoices,
  memberships,
  membershipTiers,
  newsletterSubscriptions,
  payments,
  refunds,
  registrations,
  sessions,
} from '../db/schema';

/** Internal keys mean nothing to the member. */
function withoutKey<Row extends object, Key extends keyof Row>(row: Row, key: Key): Omit<Row, Key> {
  return Object.fromEntries(Object.entries(row).filter(([name]) => name !== key)) as Omit<Row, Key>;
}

/**
 * Everything the chamber holds about one member (GDPR art. 15 and 20), as
 * the member downloads it from their account. Secrets stay out: password
 * hashes, session and link tokens, checkout cookies.
 */
export async function memberData(db: Database, accountId: string, now = new Date()) {
  const [account] = await db
    .select({
      id: accounts.id,
      username: accounts.username,
      email: accounts.email,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      country: accounts.country,
      phoneNumber: accounts.phoneNumber,
      companyName: accounts.companyName,
      showInDirectory: accounts.showInDirectory,
      locale: accounts.locale,
      createdAt: accounts.createdAt,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!account) throw new Error(`account ${accountId} not found`);
  const ownEmail = sql`lower(${account.email})`;

  const checkouts = await db
    .select({
      id: registrations.id,
      tier: membershipTiers.name,
      username: registrations.username,
      email: registrations.email,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      country: registrations.country,
      phoneNumber: registrations.phoneNumber,
      locale: registrations.locale,
      amountCents: registrations.amountCents,
      currency: registrations.currency,
      status: registrations.status,
      paymentIntentId: registrations.paymentIntentId,
      providerStatus: registrations.providerStatus,
      refundReason: registrations.refundReason,
      createdAt: registrations.createdAt,
    })
    .from(registrations)
    .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
    .where(eq(registrations.accountId, accountId))
    .orderBy(asc(registrations.createdAt));
  const checkoutIds = checkouts.map((checkout) => checkout.id);
  const intentIds = checkouts.flatMap((checkout) => (checkout.paymentIntentId ? [checkout.paymentIntentId] : []));

  const membership = await db
    .select({ tier: membershipTiers.name, startsAt: memberships.startsAt, expiresAt: memberships.expiresAt })
    .from(memberships)
    .innerJoin(membershipTiers, eq(membershipTiers.id, memberships.tierId))
    .where(eq(memberships.accountId, accountId));
  const paid = await db
    .select({
      receiptNumber: payments.receiptNumber,
      provider: payments.provider,
      paymentIntentId: payments.paymentIntentId,
      amountCents: payments.amountCents,
      currency: payments.currency,
      periodStart: payments.periodStart,
      periodEnd: payments.periodEnd,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.accountId, accountId))
    .orderBy(asc(payments.paidAt));
  const refunded =
    intentIds.length === 0
      ? []
      : await db
          .select({
            paymentIntentId: refunds.paymentIntentId,
            amountCents: refunds.amountCents,
            currency: refunds.currency,
            reason: refunds.reason,
            refundedAt: refunds.refundedAt,
          })
          .from(refunds)
          .where(inArray(refunds.paymentIntentId, intentIds));
  const documents = await db
    .select({ kind: invoices.kind, number: invoices.number, issuedAt: invoices.issuedAt, document: invoices.document })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  const [nextBilling] = await db.select().from(accountBilling).where(eq(accountBilling.accountId, accountId));
  const checkoutsBilling =
    checkoutIds.length === 0 ? [] : await db.select().from(checkoutBilling).where(inArray(checkoutBilling.registrationId, checkoutIds));
  const newsletter = await db
    .select({
      newsletter: newsletterSubscriptions.newsletter,
      email: newsletterSubscriptions.email,
      locale: newsletterSubscriptions.locale,
      status: newsletterSubscriptions.status,
      subscribedAt: newsletterSubscriptions.subscribedAt,
      sourcePage: newsletterSubscriptions.sourcePage,
      consentTextVersion: newsletterSubscriptions.consentTextVersion,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
    })
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = ${ownEmail}`);
  const [sessionSummary] = await db
    .select({
      active: sql<number>`count(*) FILTER (WHERE ${sessions.expiresAt} > ${now.toISOString()}::timestamptz)::int`,
      firstSignIn: sql<string | null>`min(${sessions.createdAt})::text`,
      lastSeen: sql<string | null>`max(${sessions.lastSeenAt})::text`,
    })
    .from(sessions)
    .where(eq(sessions.accountId, accountId));
  const emails = await db
    .select({
      to: emailDeliveries.toAddress,
      cc: emailDeliveries.ccAddress,
      subject: emailDeliveries.subject,
      status: emailDeliveries.status,
      createdAt: emailDeliveries.createdAt,
      sentAt: emailDeliveries.sentAt,
    })
    .from(emailDeliveries)
    .where(or(sql`lower(${emailDeliveries.toAddress}) = ${ownEmail}`, sql`lower(${emailDeliveries.ccAddress}) = ${ownEmail}`))
    .orderBy(desc(emailDeliveries.createdAt));
  const deletion = await db
    .select({ message: deletionRequests.message, requestedAt: deletionRequests.requestedAt, closedAt: deletionRequests.closedAt })
    .from(deletionRequests)
    .where(eq(deletionRequests.accountId, accountId));

  return {
    exportedAt: now.toISOString(),
    account,
    membership: membership[0] ?? null,
    checkouts: checkouts.map((checkout) => withoutKey(checkout, 'id')),
    payments: paid,
    refunds: refunded,
    invoices: documents.map(({ document, ...row }) => ({
      ...row,
      issueDate: document.issueDate,
      buyer: document.buyer,
      totals: document.totals,
      currency: document.currency,
    })),
    billing: {
      nextInvoices: nextBilling ? withoutKey(nextBilling, 'accountId') : null,
      checkouts: checkoutsBilling.map((billing) => withoutKey(billing, 'registrationId')),
    },
    newsletter,
    sessions: sessionSummary ?? { active: 0, firstSignIn: null, lastSeen: null },
    emails,
    deletionRequests: deletion,
  };
}
