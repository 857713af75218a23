import { eq } from 'drizzle-orm';
import type { MarkTransferReceived } from '@shared/bank-transfers/bank-transfer-schemas';
import type { Database } from '../db/client';
import { bankTransfers, invoices } from '../db/schema';
import { calendarDate } from '../invoices/calendar-date';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import { enqueueEmail } from '../mail/email-outbox';
import { recordActivation } from '../membership/activate-membership';
import { startOfDate } from '../admin/members/member-action';
import { recordAudit, type AuditActor } from '../staff/audit';
import { transferReceivedEmail } from './bank-transfer-emails';
import { lockTransfer } from './lock-transfer';
import { TransferActionError } from './transfer-action-error';

/** The provider name and payment key of money that came by bank transfer: one payment per transfer, by the unique key. */
export const BANK_TRANSFER_PROVIDER = 'bank_transfer';
export const transferPaymentKey = (transferId: string) => `bank_transfer:${transferId}`;

export interface TransferActionDeps {
  db: Database;
  invoicing: InvoicingConfig;
}

/**
 * Finance records that a transfer's money arrived: the amount must be the
 * invoice's total, on a day between the invoice and today. In one transaction
 * with the transfer locked: the membership runs 12 months from that day (or is
 * extended, for a renewal), the payment is recorded with its receipt number,
 * the transfer is paid, the audit row written and the mail saying so queued.
 * Any number of presses at once activate once; the others find it paid.
 */
export async function markTransferReceived(
  { db, invoicing }: TransferActionDeps,
  transferId: string,
  received: MarkTransferReceived,
  who: { actor: AuditActor; ip?: string },
  now = new Date(),
): Promise<{ receiptNumber: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    const { transfer, registration, tierName } = await lockTransfer(tx, transferId);
    if (transfer.status === 'paid') throw new TransferActionError('alreadyPaid');
    if (transfer.status === 'lapsed') throw new TransferActionError('lapsed');
    if (received.amountCents !== transfer.amountCents) throw new TransferActionError('wrongAmount');
    const today = calendarDate(now, invoicing.timeZone);
    if (received.receivedOn > today) throw new TransferActionError('receivedInFuture');
    if (received.receivedOn < transfer.issuedOn) throw new TransferActionError('receivedBeforeInvoice');

    const at = received.receivedOn === today ? now : await startOfDate(tx, received.receivedOn, invoicing.timeZone);
    const { payment, activation } = await recordActivation(tx, registration, transfer.accountId, {
      paymentIntentId: transferPaymentKey(transfer.id),
      provider: BANK_TRANSFER_PROVIDER,
      paymentMethod: 'bank_transfer',
      amountCents: transfer.amountCents,
      currency: transfer.currency,
      at,
    });
    const after = {
      status: 'paid' as const,
      paymentId: payment.id,
      receivedOn: received.receivedOn,
      bankReference: received.bankReference,
      markedPaidBy: who.actor.kind === 'staff' ? who.actor.email : who.actor.kind,
      updatedAt: now,
    };
    await tx.update(bankTransfers).set(after).where(eq(bankTransfers.id, transfer.id));
    await recordAudit(tx, {
      actor: who.actor,
      action: 'bank-transfer.received',
      subject: { kind: 'bank_transfer', id: transfer.id },
      ...(who.ip ? { ip: who.ip } : {}),
      before: { status: transfer.status },
      after: {
        status: 'paid',
        amountCents: received.amountCents,
        receivedOn: received.receivedOn,
        bankReference: received.bankReference,
        receiptNumber: payment.receiptNumber,
      },
    });
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, transfer.invoiceId));
    if (!invoice) throw new Error(`bank transfer ${transfer.id} has no invoice`);
    await enqueueEmail(
      tx,
      `bank-transfer-received:${transfer.id}`,
      transferReceivedEmail({
        invoiceId: invoice.id,
        invoice: invoice.document,
        registrant: registration,
        tierName,
        receivedOn: received.receivedOn,
        receiptNumber: payment.receiptNumber,
        expiresAt: calendarDate(new Date(activation.membership.expiresAt), invoicing.timeZone),
      }),
    );
    return { receiptNumber: payment.receiptNumber, expiresAt: new Date(activation.membership.expiresAt) };
  });
}
