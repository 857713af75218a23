import { and, eq, lt, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankTransfers, invoices, registrations } from '../db/schema';
import { calendarDate } from '../invoices/calendar-date';
import { creditInvoice, issueDueInvoice } from '../invoices/issue-invoice';
import { enqueueEmail } from '../mail/email-outbox';
import { recordAudit, type AuditActor } from '../staff/audit';
import type { BankTransferConfig } from './bank-transfer-config';
import { transferInvoiceEmail, transferLapsedEmail, transferReminderEmail, type TransferReminderKind } from './bank-transfer-emails';
import { addCalendarDays } from './calendar-days';
import { referenceForInvoice } from './creditor-reference';
import { lockTransfer } from './lock-transfer';
import { expectedPeriod } from './reserve-membership';
import type { TransferActionDeps } from './mark-transfer-received';
import { TransferActionError } from './transfer-action-error';
import type { BankTransferRow } from './transfer-instructions';

/** A reminder goes this many days after the invoice, and another on its due date. */
export const REMINDER_AFTER_DAYS = 7;

export interface LifecycleDeps extends TransferActionDeps {
  bankTransfer: BankTransferConfig;
}

/** The reminder an open transfer is due on a day: on its due date, or from a week after the invoice until then. */
export function dueTransferReminder(
  transfer: Pick<BankTransferRow, 'issuedOn' | 'dueOn'>,
  today: string,
): TransferReminderKind | undefined {
  if (today === transfer.dueOn) return 'due-date';
  if (today < transfer.dueOn && today >= addCalendarDays(transfer.issuedOn, REMINDER_AFTER_DAYS)) return '7-days';
  return undefined;
}

/**
 * Queues the reminders of open transfers that are due today. Each is keyed by
 * the transfer, its invoice and the kind, and the outbox queues a key once,
 * so any number of instances at once queue each reminder once; a reopened
 * transfer (a new invoice) starts a new series.
 */
export async function queueTransferReminders(db: Database, deps: Pick<LifecycleDeps, 'invoicing'>, now = new Date()): Promise<number> {
  const today = calendarDate(now, deps.invoicing.timeZone);
  const open = await db
    .select({ transfer: bankTransfers, invoice: invoices, registration: registrations })
    .from(bankTransfers)
    .innerJoin(invoices, eq(invoices.id, bankTransfers.invoiceId))
    .innerJoin(registrations, eq(registrations.id, bankTransfers.registrationId))
    .where(and(eq(bankTransfers.status, 'open'), lte(bankTransfers.issuedOn, addCalendarDays(today, -REMINDER_AFTER_DAYS))));
  let queued = 0;
  for (const { transfer, invoice, registration } of open) {
    const kind = dueTransferReminder(transfer, today);
    if (!kind) continue;
    const message = transferReminderEmail({ invoiceId: invoice.id, invoice: invoice.document, registrant: registration, kind });
    if (await enqueueEmail(db, `bank-transfer-reminder:${transfer.id}:${invoice.number}:${kind}`, message)) queued += 1;
  }
  return queued;
}

/**
 * Lapses one transfer whose due date has passed unpaid, once: under its lock
 * it is checked again, its invoice is cancelled by a credit note in full, the
 * checkout no longer waits, and the buyer is told with the credit note.
 */
async function lapseTransfer(deps: LifecycleDeps, transferId: string, now: Date): Promise<boolean> {
  const today = calendarDate(now, deps.invoicing.timeZone);
  return deps.db.transaction(async (tx) => {
    const { transfer, registration } = await lockTransfer(tx, transferId);
    if (transfer.status !== 'open' || transfer.dueOn >= today) return false;
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, transfer.invoiceId));
    if (!invoice) throw new Error(`bank transfer ${transfer.id} has no invoice`);
    const creditNote = await creditInvoice(tx, deps.invoicing, invoice.id, { reference: transfer.reference, refundedAt: now });
    await tx
      .update(bankTransfers)
      .set({ status: 'lapsed', lapsedAt: now, creditNoteId: creditNote.id, updatedAt: now })
      .where(eq(bankTransfers.id, transfer.id));
    await tx.update(registrations).set({ status: 'lapsed', updatedAt: now }).where(eq(registrations.id, registration.id));
    await recordAudit(tx, {
      actor: { kind: 'system' },
      action: 'bank-transfer.lapsed',
      subject: { kind: 'bank_transfer', id: transfer.id },
      before: { status: 'open', invoice: invoice.number, dueOn: transfer.dueOn },
      after: { status: 'lapsed', creditNote: creditNote.number },
    });
    await enqueueEmail(
      tx,
      `bank-transfer-lapsed:${creditNote.id}`,
      transferLapsedEmail({
        creditNoteId: creditNote.id,
        creditNote: creditNote.document,
        invoiceNumber: invoice.number,
        registrant: registration,
        locale: invoice.document.locale,
      }),
    );
    return true;
  });
}

/** Lapses every open transfer whose due date has passed; several instances at once lapse each once. */
export async function lapseOverdueTransfers(deps: LifecycleDeps, now = new Date()): Promise<number> {
  const today = calendarDate(now, deps.invoicing.timeZone);
  const overdue = await deps.db
    .select({ id: bankTransfers.id })
    .from(bankTransfers)
    .where(and(eq(bankTransfers.status, 'open'), lt(bankTransfers.dueOn, today)));
  let lapsed = 0;
  for (const { id } of overdue) if (await lapseTransfer(deps, id, now)) lapsed += 1;
  return lapsed;
}

/**
 * Staff give a lapsed reservation another chance: a new invoice, due in the
 * configured days from today under its own reference, becomes the one the
 * transfer asks to be paid; the checkout waits again. Audited with the reason.
 */
export async function reopenTransfer(
  deps: LifecycleDeps,
  transferId: string,
  who: { actor: AuditActor; reason: string; ip?: string },
  now = new Date(),
): Promise<{ invoiceNumber: string; dueOn: string }> {
  return deps.db.transaction(async (tx) => {
    const { transfer, registration, tierName } = await lockTransfer(tx, transferId);
    if (transfer.status !== 'lapsed') throw new TransferActionError(transfer.status === 'paid' ? 'alreadyPaid' : 'notLapsed');
    const [waiting] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.status, 'reserved'),
          eq(registrations.checkoutTokenHash, registration.checkoutTokenHash),
          eq(registrations.tierId, registration.tierId),
        ),
      );
    // The buyer ordered again from the same browser since: that newer reservation is the one to pay.
    if (waiting) throw new TransferActionError('reservedAgain');
    const [oldInvoice] = await tx.select().from(invoices).where(eq(invoices.id, transfer.invoiceId));
    if (!oldInvoice) throw new Error(`bank transfer ${transfer.id} has no invoice`);
    const { dueDays, payee } = deps.bankTransfer;
    const invoice = await issueDueInvoice(tx, deps.invoicing, {
      registration,
      accountId: transfer.accountId,
      tierName,
      issuedAt: now,
      period: await expectedPeriod(tx, transfer.accountId, now),
      payee,
      dueDate: (issueDate) => addCalendarDays(issueDate, dueDays),
      reference: referenceForInvoice,
    });
    const due = invoice.document.payment;
    if (due.status !== 'due') throw new Error('a due invoice was issued as something else');
    await tx
      .update(bankTransfers)
      .set({
        status: 'open',
        invoiceId: invoice.id,
        reference: due.reference,
        issuedOn: invoice.document.issueDate,
        dueOn: due.dueDate,
        lapsedAt: null,
        creditNoteId: null,
        updatedAt: now,
      })
      .where(eq(bankTransfers.id, transfer.id));
    await tx.update(registrations).set({ status: 'reserved', updatedAt: now }).where(eq(registrations.id, registration.id));
    await recordAudit(tx, {
      actor: who.actor,
      action: 'bank-transfer.reopen',
      subject: { kind: 'bank_transfer', id: transfer.id },
      reason: who.reason,
      ...(who.ip ? { ip: who.ip } : {}),
      before: { status: 'lapsed', invoice: oldInvoice.number },
      after: { status: 'open', invoice: invoice.number, dueOn: due.dueDate },
    });
    await enqueueEmail(
      tx,
      `bank-transfer-invoice:${invoice.id}`,
      transferInvoiceEmail({ invoiceId: invoice.id, invoice: invoice.document, registrant: registration, tierName }),
    );
    return { invoiceNumber: invoice.number, dueOn: due.dueDate };
  });
}
