import { eq } from 'drizzle-orm';
import type { EventCanceller } from '@shared/event-registration';
import { localeOrDefault } from '@shared/locales';
import { site } from '@shared/site';
import { eventPayments, eventRegistrations } from '../db/schema';
import { enqueueEmail } from '../mail/email-outbox';
import { recordAudit, type AuditActor } from '../staff/audit';
import type { EventDeps } from './event-deps';
import { cancellationEmail } from './event-emails';
import { eventError } from './event-error';
import { decideEventRefund, refundEventPayment, type EventRefundOrder } from './event-refund';
import { returnSeats } from './event-seats';
import { promoteWaitlist } from './promote-waitlist';
import { refundOnCancelCents, cancellableBy } from './refund-policy';
import { registrableEvent } from './registrable-events';

export interface CancelInput {
  registrationId: string;
  by: EventCanceller;
  /** Staff's reason (required of staff by their API; told to the registrant). */
  reason?: string;
  /** Recorded in the audit log when given (staff, or a signed-in member). */
  actor?: AuditActor;
  now: Date;
}

const cancellableStatuses = new Set(['held', 'confirmed', 'waitlisted', 'offered']);
const seatHolding = new Set(['held', 'confirmed', 'offered']);

/**
 * Cancels a registration: the registrant until the cut-off, with the refund
 * the policy gives; staff at any time, refunding all that was paid. Seats go
 * back and the refund is ordered in one transaction; the refund (with its
 * credit note) is then made at once, or by the job queue if the provider
 * fails now; the waitlist is offered the freed seats.
 */
export async function cancelEventRegistration(
  deps: EventDeps,
  input: CancelInput,
): Promise<{ refundedCents: number; creditNoteNumber: string | null }> {
  const { now } = input;
  const refundOrder = await deps.db.transaction(async (tx): Promise<EventRefundOrder | null> => {
    const [registration] = await tx
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, input.registrationId))
      .for('update');
    const locale = localeOrDefault(registration?.locale);
    if (!registration) throw eventError(404, locale, 'errors.registrationUnknown');
    const registrable = registrableEvent(registration.eventId);
    const notCancellable = () => eventError(409, locale, 'errors.notCancellable', { email: site.supportEmail });
    if (!registrable || !cancellableStatuses.has(registration.status)) throw notCancellable();
    if (input.by === 'registrant' && !cancellableBy(registrable.startsAt, now, deps.events)) throw notCancellable();

    const [payment] = await tx.select().from(eventPayments).where(eq(eventPayments.eventRegistrationId, registration.id));
    const paidCents = payment?.amountCents ?? 0;
    const refundCents = input.by === 'staff' ? paidCents : refundOnCancelCents(paidCents, registrable.startsAt, now, deps.events);
    await tx
      .update(eventRegistrations)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: input.by,
        cancelReason: input.reason ?? null,
        holdExpiresAt: null,
        offerTokenHash: null,
        updatedAt: now,
      })
      .where(eq(eventRegistrations.id, registration.id));
    if (seatHolding.has(registration.status)) await returnSeats(tx, registration.eventId, registration.seats);
    if (input.actor) {
      await recordAudit(tx, {
        actor: input.actor,
        action: 'event-registration.cancel',
        subject: { kind: 'event-registration', id: registration.id },
        ...(input.reason ? { reason: input.reason } : {}),
        before: { status: registration.status, seats: registration.seats },
        after: { status: 'cancelled', refundCents },
      });
    }
    if (payment && refundCents > 0) {
      const order: EventRefundOrder = {
        paymentIntentId: payment.paymentIntentId,
        eventRegistrationId: registration.id,
        amountCents: refundCents,
        reason: 'event_cancellation',
        ...(input.reason && input.by === 'staff' ? { staffReason: input.reason } : {}),
      };
      await decideEventRefund(tx, order);
      return order;
    }
    const email = cancellationEmail(deps, registration, {
      refundCents: 0,
      ...(input.reason && input.by === 'staff' ? { staffReason: input.reason } : {}),
    });
    await enqueueEmail(tx, `event-cancelled:${registration.id}`, email);
    return null;
  });

  const refund = refundOrder ? await refundNowOrLater(deps, refundOrder) : { refundedCents: 0, creditNoteNumber: null };
  const [registration] = await deps.db
    .select({ eventId: eventRegistrations.eventId })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, input.registrationId));
  if (registration) await promoteWaitlist(deps, registration.eventId, now);
  return refund;
}

/** The refund made now when the provider answers; otherwise the queued job makes it, and the credit note follows then. */
async function refundNowOrLater(deps: EventDeps, order: EventRefundOrder): Promise<{ refundedCents: number; creditNoteNumber: string | null }> {
  try {
    return await refundEventPayment(deps, order);
  } catch {
    return { refundedCents: order.amountCents, creditNoteNumber: null };
  }
}
