import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invoices, membershipTiers, payments } from '../../db/schema';
import { enqueueEmail } from '../../mail/email-outbox';
import { invoiceEmail } from '../../mail/invoice-email';
import { recordAudit } from '../../staff/audit';
import { lockMember, MemberActionError, type StaffAction } from './member-action';

/**
 * Queues a member's invoice email again, with the same frozen PDF and UBL
 * file, to the address the invoice names (and the member in copy). Each
 * resend is a message of its own: staff may resend as often as asked.
 */
export async function resendInvoice(db: Database, accountId: string, invoiceId: string, action: StaffAction): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockMember(tx, accountId);
    const [found] = await tx
      .select({
        invoice: invoices,
        tierName: membershipTiers.name,
        // The mail thanks a renewing member for renewing: the payment renewed if the member had paid before it.
        renewal: sql<boolean>`exists (SELECT 1 FROM ${payments} earlier WHERE earlier.account_id = ${payments.accountId} AND earlier.paid_at < ${payments.paidAt})`,
      })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .innerJoin(membershipTiers, eq(membershipTiers.id, payments.tierId))
      .where(and(eq(invoices.id, invoiceId), eq(invoices.accountId, accountId), eq(invoices.kind, 'invoice')));
    if (!found) throw new MemberActionError('notFound');
    await enqueueEmail(
      tx,
      `invoice-resend:${invoiceId}:${randomUUID()}`,
      invoiceEmail({ invoiceId, invoice: found.invoice.document, registrant: account, tierName: found.tierName, renewal: found.renewal }),
    );
    await recordAudit(tx, {
      ...action,
      action: 'member.invoice.resend',
      subject: { kind: 'account', id: accountId },
      after: { invoiceId, number: found.invoice.number },
    });
  });
}
