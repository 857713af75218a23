import { and, desc, eq, or, sql } from 'drizzle-orm';
import { type MemberBillingView, type MemberDetail, type MemberHistoryEntry } from '@shared/admin/member-constants';
import type { Database } from '../../db/client';
import {
  accountBilling,
  accounts,
  auditLog,
  checkoutBilling,
  emailDeliveries,
  invoices,
  memberships,
  membershipTiers,
  payments,
  refunds,
} from '../../db/schema';
import { tierInForceId } from '../../membership/tier-in-force';
import { membershipStatus } from './member-search';

const HISTORY_LIMIT = 100;
const EMAILS_LIMIT = 100;

type BillingColumns = Omit<MemberBillingView, 'source'>;

const billingView = (source: MemberBillingView['source'], row: BillingColumns): MemberBillingView => ({
  source,
  buyingFor: row.buyingFor,
  legalName: row.legalName,
  registrationNumber: row.registrationNumber,
  vatNumber: row.vatNumber,
  street: row.street,
  postcode: row.postcode,
  city: row.city,
  country: row.country,
  billingEmail: row.billingEmail,
  purchaseOrder: row.purchaseOrder,
});

/** Who the member's next invoice goes to: what they set in the member area, else what their last checkout said. */
async function billingOf(db: Database, accountId: string): Promise<MemberBillingView | null> {
  const [own] = await db.select().from(accountBilling).where(eq(accountBilling.accountId, accountId));
  if (own) return billingView('account', own);
  const [last] = await db
    .select({ billing: checkoutBilling })
    .from(checkoutBilling)
    .innerJoin(payments, eq(payments.registrationId, checkoutBilling.registrationId))
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.paidAt))
    .limit(1);
  return last ? billingView('last-checkout', last.billing) : null;
}

/** What staff did to this member, newest first, from the audit log (which holds no personal data in its before and after). */
async function historyOf(db: Database, accountId: string): Promise<MemberHistoryEntry[]> {
  const rows = await db
    .select({ at: auditLog.at, action: auditLog.action, actorEmail: auditLog.actorEmail, reason: auditLog.reason })
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, 'account'), eq(auditLog.subjectId, accountId)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({ ...row, at: row.at.toISOString() }));
}

/** Everything the member page shows of one account; undefined when there is no such account. */
export async function memberDetail(db: Database, accountId: string, now = new Date()): Promise<MemberDetail | undefined> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const [current] = await db
    .select({ membership: memberships, tierName: membershipTiers.name })
    .from(memberships)
    .innerJoin(membershipTiers, eq(membershipTiers.id, tierInForceId))
    .where(eq(memberships.accountId, accountId));
  const paid = await db
    .select({
      payment: payments,
      tierName: membershipTiers.name,
      refundedCents: sql<number>`(SELECT coalesce(sum(${refunds.amountCents}), 0)::int FROM ${refunds} WHERE ${refunds.paymentIntentId} = ${payments.paymentIntentId})`,
    })
    .from(payments)
    .innerJoin(membershipTiers, eq(membershipTiers.id, payments.tierId))
    .where(eq(payments.accountId, accountId))
    .orderBy(desc(payments.paidAt));
  const documents = await db
    .select({ invoice: invoices })
    .from(invoices)
    .where(eq(invoices.accountId, accountId))
    .orderBy(desc(invoices.issuedAt), desc(invoices.number));
  const emails = await db
    .select()
    .from(emailDeliveries)
    .where(
      or(
        sql`lower(${emailDeliveries.toAddress}) = ${account.email.toLowerCase()}`,
        sql`lower(${emailDeliveries.ccAddress}) = ${account.email.toLowerCase()}`,
        sql`${emailDeliveries.invoiceId} IN (SELECT ${invoices.id} FROM ${invoices} WHERE ${invoices.accountId} = ${accountId})`,
      ),
    )
    .orderBy(desc(emailDeliveries.createdAt))
    .limit(EMAILS_LIMIT);
  const membership = current?.membership;
  const listedByMember = account.showInDirectory;
  return {
    profile: {
      id: account.id,
      username: account.username,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      phoneNumber: account.phoneNumber,
      country: account.country,
      companyName: account.companyName,
      locale: account.locale,
      createdAt: account.createdAt.toISOString(),
      anonymisedAt: account.anonymisedAt?.toISOString() ?? null,
    },
    directory: {
      optedIn: listedByMember,
      hiddenByStaff: account.directoryHiddenAt !== null,
      listed:
        listedByMember && !account.directoryHiddenAt && !account.anonymisedAt && membership !== undefined && membership.expiresAt > now,
    },
    membership:
      membership && current
        ? {
            status: membershipStatus(membership.expiresAt, now),
            tierName: current.tierName,
            startsAt: membership.startsAt.toISOString(),
            expiresAt: membership.expiresAt.toISOString(),
          }
        : null,
    billing: await billingOf(db, accountId),
    payments: paid.map(({ payment, tierName, refundedCents }) => ({
      id: payment.id,
      receiptNumber: payment.receiptNumber,
      tierName,
      provider: payment.provider,
      amountCents: payment.amountCents,
      refundedCents: Number(refundedCents),
      currency: payment.currency,
      paidAt: payment.paidAt.toISOString(),
      periodStart: payment.periodStart.toISOString(),
      periodEnd: payment.periodEnd.toISOString(),
    })),
    documents: documents.map(({ invoice }) => ({
      id: invoice.id,
      kind: invoice.kind,
      number: invoice.number,
      issueDate: invoice.document.issueDate,
      grossCents: invoice.document.totals.grossCents,
      correctsNumber: invoice.document.correctsInvoice?.number ?? null,
      paymentId: invoice.paymentId,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      subject: email.subject,
      toAddress: email.toAddress,
      status: email.status,
      createdAt: email.createdAt.toISOString(),
      sentAt: email.sentAt?.toISOString() ?? null,
    })),
    history: await historyOf(db, accountId),
  };
}
