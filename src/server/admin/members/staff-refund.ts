import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RefundRequest } from '@shared/admin/member-operations';
import { localeOrDefault } from '@shared/locales';
import { enqueueJob, type JobHandler } from '../../background/job-queue';
import type { Database } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { accounts, invoices, membershipTiers, memberships, payments, refunds, staffRefunds } from '../../db/schema';
import { creditInvoice } from '../../invoices/issue-invoice';
import type { InvoicingConfig } from '../../invoices/invoicing-config';
import { enqueueEmail } from '../../mail/email-outbox';
import { staffRefundEmail, type StaffRefundDetails } from '../../mail/staff-refund-email';
import type { PaymentProvider, ProviderRefund } from '../../payments/provider';
import { recordAudit } from '../../staff/audit';
import { BANK_TRANSFER_PROVIDER } from '../../bank-transfers/mark-transfer-received';
import { lockMember, MemberActionError, startOfDate, type StaffAction } from './member-action';
import { datesOf, endedNow } from './membership-dates';

type StaffRefundRow = typeof staffRefunds.$inferSelect;

export const staffRefundJob = 'staff.refund';
/** The job finishes a refund the request that asked for it could not (a crash, a provider failure), after this long. */
const SAFETY_NET_SECONDS = 120;
type PaymentRow = typeof payments.$inferSelect;

export interface StaffRefundDeps {
  db: Database;
  provider: PaymentProvider;
  invoicing: InvoicingConfig;
  siteUrl: string;
}

export interface StaffRefundOutcome {
  staffRefundId: string;
  amountCents: number;
  creditNote: { id: string; number: string } | null;
  membershipExpiresAt: string | null;
}

/** What is given back of a payment so far, counting refunds asked for whose provider call has not come back yet. */
async function refundedOrAskedCents(tx: Database, payment: PaymentRow): Promise<{ refunded: number; asked: number }> {
  const [row] = await queryRows<{ refunded: number; asked: number }>(
    tx,
    sql`SELECT
          (SELECT coalesce(sum(amount_cents), 0)::int FROM ${refunds} WHERE payment_intent_id = ${payment.paymentIntentId}) AS refunded,
          (SELECT coalesce(sum(amount_cents), 0)::int FROM ${staffRefunds} WHERE payment_id = ${payment.id} AND status = 'requested') AS asked`,
  );
  return { refunded: row?.refunded ?? 0, asked: row?.asked ?? 0 };
}

/**
 * Step 1, one transaction under the payment's lock: the refund is recorded as
 * asked for, and its amount counts against what remains refundable from then
 * on. The same request key answers the refund it asked for before; a key
 * sent again with another payment or amount is refused.
 */
async function recordRequest(deps: StaffRefundDeps, accountId: string, request: RefundRequest, action: StaffAction) {
  return deps.db.transaction(async (tx) => {
    await lockMember(tx, accountId);
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, request.paymentId), eq(payments.accountId, accountId)))
      .for('update');
    if (!payment) throw new MemberActionError('notFound');
    // Money that came by bank transfer goes back by bank transfer, by hand: no provider holds it.
    if (payment.provider === BANK_TRANSFER_PROVIDER) throw new MemberActionError('paidByTransfer');
    const [earlier] = await tx.select().from(staffRefunds).where(eq(staffRefunds.requestKey, request.requestKey));
    if (earlier) {
      if (earlier.paymentId !== payment.id || earlier.amountCents !== request.amountCents) throw new MemberActionError('requestKeyReused');
      return { payment, staffRefund: earlier };
    }
    const { refunded, asked } = await refundedOrAskedCents(tx, payment);
    if (request.amountCents > payment.amountCents - refunded - asked) throw new MemberActionError('exceedsRefundable');
    let newExpiresAt: Date | null = null;
    if (request.membership === 'shorten' && request.newExpiresOn) {
      const [membership] = await tx.select().from(memberships).where(eq(memberships.accountId, accountId));
      if (!membership) throw new MemberActionError('noMembership');
      newExpiresAt = await startOfDate(tx, request.newExpiresOn, deps.invoicing.timeZone);
      if (newExpiresAt < membership.startsAt) throw new MemberActionError('beforeStart');
      if (newExpiresAt >= membership.expiresAt) throw new MemberActionError('notShorter');
    }
    const [staffRefund] = await tx
      .insert(staffRefunds)
      .values({
        requestKey: request.requestKey,
        paymentId: payment.id,
        amountCents: request.amountCents,
        membershipAfter: request.membership,
        newExpiresAt,
        reason: action.reason,
        staffId: action.actor.kind === 'staff' ? action.actor.id : action.actor.kind,
        staffEmail: action.actor.kind === 'staff' ? action.actor.email : action.actor.kind,
      })
      .returning();
    if (!staffRefund) throw new Error('staff refund insert returned nothing');
    // Committed with the request: if this process dies before the refund is recorded, the job runner finishes it.
    await enqueueJob(tx, {
      kind: staffRefundJob,
      payload: { staffRefundId: staffRefund.id, accountId },
      dedupeKey: `staff-refund:${staffRefund.id}`,
      runAt: new Date(Date.now() + SAFETY_NET_SECONDS * 1000),
    });
    return { payment, staffRefund };
  });
}

/** Step 2: the provider. Its idempotency key is the request's, so however many calls arrive here, the money moves once. */
async function refundWithProvider(deps: StaffRefundDeps, payment: PaymentRow, staffRefund: StaffRefundRow): Promise<ProviderRefund> {
  try {
    return await deps.provider.refundPaymentIntent(payment.paymentIntentId, refundKeyOf(staffRefund), staffRefund.amountCents);
  } catch (error) {
    // The request stays asked for, its amount held: the dialog's next press sends the same key and retries this very refund.
    await deps.db
      .update(staffRefunds)
      .set({ lastError: (error instanceof Error ? error.message : String(error)).slice(0, 500) })
      .where(eq(staffRefunds.id, staffRefund.id));
    throw new MemberActionError('providerFailed');
  }
}

const refundKeyOf = (staffRefund: Pick<StaffRefundRow, 'id'>) => `staff-refund-${staffRefund.id}`;

function outcomeOf(row: StaffRefundRow, creditNoteNumber: string | null, expiresAt: Date | null): StaffRefundOutcome {
  return {
    staffRefundId: row.id,
    amountCents: row.amountCents,
    creditNote: row.creditNoteId && creditNoteNumber ? { id: row.creditNoteId, number: creditNoteNumber } : null,
    membershipExpiresAt: expiresAt?.toISOString() ?? null,
  };
}

async function completedOutcome(tx: Database, row: StaffRefundRow, accountId: string): Promise<StaffRefundOutcome> {
  const [note] = row.creditNoteId
    ? await tx.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.creditNoteId))
    : [];
  const [membership] = await tx.select({ expiresAt: memberships.expiresAt }).from(memberships).where(eq(memberships.accountId, accountId));
  return outcomeOf(row, note?.number ?? null, membership?.expiresAt ?? null);
}

/**
 * Step 3, one transaction under the request's lock, once: the refund row, the
 * credit note for the amount, the membership ended or shortened as chosen,
 * the email to the member and the audit row, and the request marked done.
 */
async function completeRequest(
  deps: StaffRefundDeps,
  accountId: string,
  payment: PaymentRow,
  requestId: string,
  providerRefund: ProviderRefund,
  action: StaffAction,
): Promise<StaffRefundOutcome> {
  return deps.db.transaction(async (tx) => {
    const [staffRefund] = await tx.select().from(staffRefunds).where(eq(staffRefunds.id, requestId)).for('update');
    if (!staffRefund) throw new Error(`staff refund ${requestId} vanished`);
    if (staffRefund.status === 'completed') return completedOutcome(tx, staffRefund, accountId);
    // No anonymised check here: the money has moved, so the refund is recorded whatever happened to the member meanwhile.
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('update');
    if (!account) throw new Error(`account ${accountId} vanished`);
    const before = await refundedOrAskedCents(tx, payment);
    const now = new Date();
    const [refund] = await tx
      .insert(refunds)
      .values({
        refundKey: refundKeyOf(staffRefund),
        paymentIntentId: payment.paymentIntentId,
        registrationId: payment.registrationId,
        provider: deps.provider.name,
        providerRefundId: providerRefund.id,
        amountCents: providerRefund.amountCents,
        currency: payment.currency,
        reason: 'staff_refund',
        refundedAt: now,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');

    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.paymentId, payment.id), eq(invoices.kind, 'invoice')));
    const creditNote = invoice
      ? await creditInvoice(tx, deps.invoicing, invoice.id, {
          reference: providerRefund.id,
          refundedAt: now,
          grossCents: refund.amountCents,
        })
      : undefined;

    const [membership] = await tx.select().from(memberships).where(eq(memberships.accountId, accountId)).for('update');
    let membershipAfter: StaffRefundDetails['membership'] = { kind: 'keep' };
    let expiresAt = membership?.expiresAt ?? null;
    if (membership && staffRefund.membershipAfter !== 'keep') {
      expiresAt = staffRefund.membershipAfter === 'end' ? endedNow(membership, now) : (staffRefund.newExpiresAt ?? membership.expiresAt);
      await tx.update(memberships).set({ expiresAt, updatedAt: now }).where(eq(memberships.id, membership.id));
      membershipAfter = staffRefund.membershipAfter === 'end' ? { kind: 'end' } : { kind: 'shorten', expiresAt };
    }

    const [tier] = await tx.select({ name: membershipTiers.name }).from(membershipTiers).where(eq(membershipTiers.id, payment.tierId));
    if (!account.anonymisedAt) {
      await enqueueEmail(
        tx,
        `staff-refund:${staffRefund.id}`,
        staffRefundEmail({
          to: account.email,
          firstName: account.firstName,
          locale: localeOrDefault(account.locale),
          tierName: tier?.name ?? '',
          amountCents: refund.amountCents,
          membership: membershipAfter,
          siteUrl: deps.siteUrl,
          ...(creditNote ? { creditNote: { id: creditNote.id, document: creditNote.document } } : {}),
        }),
      );
    }
    await recordAudit(tx, {
      ...action,
      action: 'member.payment.refund',
      subject: { kind: 'account', id: accountId },
      before: {
        paymentId: payment.id,
        refundedCents: before.refunded,
        membership: membership ? datesOf(membership) : null,
      },
      after: {
        paymentId: payment.id,
        amountCents: refund.amountCents,
        refundedCents: before.refunded + refund.amountCents,
        provider: deps.provider.name,
        providerRefundId: providerRefund.id,
        creditNote: creditNote?.number ?? null,
        membership: membership && expiresAt ? datesOf({ ...membership, expiresAt }) : null,
      },
    });
    const [done] = await tx
      .update(staffRefunds)
      .set({ status: 'completed', refundId: refund.id, creditNoteId: creditNote?.id ?? null, completedAt: now, lastError: null })
      .where(eq(staffRefunds.id, staffRefund.id))
      .returning();
    if (!done) throw new Error('staff refund update returned nothing');
    return outcomeOf(done, creditNote?.number ?? null, expiresAt);
  });
}

/**
 * Gives a member's payment back, in full or in part, through whichever
 * provider took it. Safe to call any number of times at once with the same
 * request key: one provider refund, one credit note, one email and one audit
 * row come of it, and each call answers the same outcome. Refunds with other
 * keys never take back more than the payment, together.
 */
export async function refundMemberPayment(
  deps: StaffRefundDeps,
  accountId: string,
  request: RefundRequest,
  action: StaffAction,
): Promise<StaffRefundOutcome> {
  const { payment, staffRefund } = await recordRequest(deps, accountId, request, action);
  if (staffRefund.status === 'completed') return deps.db.transaction((tx) => completedOutcome(tx, staffRefund, accountId));
  const providerRefund = await refundWithProvider(deps, payment, staffRefund);
  return completeRequest(deps, accountId, payment, staffRefund.id, providerRefund, action);
}

const jobPayload = z.object({ staffRefundId: z.uuid(), accountId: z.uuid() });

/**
 * The job behind every staff refund: when it runs, a refund still asked for
 * (its request crashed, or the provider failed) is finished in the name of
 * the staff member who asked and with their reason; a completed one is left
 * alone. A provider failure throws, so the job runner tries again later.
 */
export function finishStaffRefund(deps: StaffRefundDeps & { onEmailQueued: () => void }): JobHandler {
  return async (payload) => {
    const { staffRefundId, accountId } = jobPayload.parse(payload);
    const [request] = await deps.db
      .select({ staffRefund: staffRefunds, payment: payments })
      .from(staffRefunds)
      .innerJoin(payments, eq(payments.id, staffRefunds.paymentId))
      .where(eq(staffRefunds.id, staffRefundId));
    if (!request || request.staffRefund.status === 'completed') return;
    const { staffRefund, payment } = request;
    const action: StaffAction = {
      actor: { kind: 'staff', id: staffRefund.staffId, email: staffRefund.staffEmail },
      reason: staffRefund.reason,
    };
    const providerRefund = await refundWithProvider(deps, payment, staffRefund);
    await completeRequest(deps, accountId, payment, staffRefund.id, providerRefund, action);
    deps.onEmailQueued();
  };
}
