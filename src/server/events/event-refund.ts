import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { enqueueJob, type JobHandler } from '../background/job-queue';
import type { Database } from '../db/client';
import { eventRegistrations, invoices, refunds } from '../db/schema';
import { creditInvoice } from '../invoices/issue-invoice';
import { enqueueEmail } from '../mail/email-outbox';
import type { EventDeps } from './event-deps';
import { cancellationEmail, seatsGoneEmail } from './event-emails';
import { invoiceOfEventRegistration } from './event-invoice';

export const eventRefundJob = 'events.refund';

const orderSchema = z.object({
  paymentIntentId: z.string().min(1),
  eventRegistrationId: z.uuid(),
  amountCents: z.number().int().positive(),
  reason: z.enum(['event_cancellation', 'event_seats_gone', 'payment_mismatch', 'orphaned_payment']),
  /** Staff's reason for a cancellation, for the email. */
  staffReason: z.string().optional(),
});
export type EventRefundOrder = z.infer<typeof orderSchema>;

const refundKeyOf = (paymentIntentId: string) => `event-refund-${paymentIntentId}`;

/**
 * Orders a refund inside the transaction that decided it (a cancellation, a
 * payment whose seats had gone): the job exists exactly when that commits,
 * and one payment is refunded at most once.
 */
export async function decideEventRefund(tx: Database, order: EventRefundOrder): Promise<void> {
  await enqueueJob(tx, { kind: eventRefundJob, payload: order, dedupeKey: `event-refund:${order.paymentIntentId}` });
}

export interface EventRefundResult {
  refundedCents: number;
  creditNoteNumber: string | null;
}

/**
 * Refunds through the provider (its idempotency key makes a retry the same
 * refund), then records it, credits the registration's invoice by the amount
 * with a credit note, and queues the registrant's email, in one transaction.
 */
export async function refundEventPayment(deps: EventDeps, payload: unknown): Promise<EventRefundResult> {
  const order = orderSchema.parse(payload);
  const refundKey = refundKeyOf(order.paymentIntentId);
  const [done] = await deps.db.select().from(refunds).where(eq(refunds.refundKey, refundKey));
  if (done) return { refundedCents: done.amountCents, creditNoteNumber: await creditNoteNumberOf(deps.db, order, done.providerRefundId) };
  const refund = await deps.provider.refundPaymentIntent(order.paymentIntentId, refundKey, order.amountCents);
  return deps.db.transaction(async (tx): Promise<EventRefundResult> => {
    const [record] = await tx
      .insert(refunds)
      .values({
        refundKey,
        paymentIntentId: order.paymentIntentId,
        provider: deps.provider.name,
        providerRefundId: refund.id,
        amountCents: refund.amountCents,
        currency: 'eur',
        reason: order.reason,
      })
      .onConflictDoNothing({ target: refunds.refundKey })
      .returning();
    if (!record) return { refundedCents: refund.amountCents, creditNoteNumber: await creditNoteNumberOf(tx, order, refund.id) };
    const invoice = await invoiceOfEventRegistration(tx, order.eventRegistrationId);
    const creditNote = invoice
      ? await creditInvoice(tx, deps.invoicing, invoice.id, {
          reference: refund.id,
          refundedAt: record.refundedAt,
          grossCents: refund.amountCents,
        })
      : undefined;
    const [registration] = await tx.select().from(eventRegistrations).where(eq(eventRegistrations.id, order.eventRegistrationId));
    if (registration && order.reason === 'event_cancellation') {
      const email = cancellationEmail(deps, registration, {
        refundCents: refund.amountCents,
        creditNote: creditNote && { id: creditNote.id, document: creditNote.document },
        staffReason: order.staffReason,
      });
      await enqueueEmail(tx, `event-cancelled:${registration.id}`, email);
    } else if (registration && order.reason === 'event_seats_gone') {
      await enqueueEmail(tx, `event-seats-gone:${order.paymentIntentId}`, seatsGoneEmail(deps, registration, refund.amountCents));
    }
    return { refundedCents: refund.amountCents, creditNoteNumber: creditNote?.number ?? null };
  });
}

async function creditNoteNumberOf(db: Database, order: EventRefundOrder, providerRefundId: string): Promise<string | null> {
  const invoice = await invoiceOfEventRegistration(db, order.eventRegistrationId);
  if (!invoice) return null;
  const notes = await db.select().from(invoices).where(eq(invoices.correctsInvoiceId, invoice.id));
  return notes.find((note) => note.document.payment.reference === providerRefundId)?.number ?? null;
}

/** The job handler: the refund, whenever the queue runs it. */
export function eventRefundHandler(deps: EventDeps, onDone: () => void): JobHandler {
  return async (payload) => {
    await refundEventPayment(deps, payload);
    onDone();
  };
}
