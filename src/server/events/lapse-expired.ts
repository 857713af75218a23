import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { eventRegistrations } from '../db/schema';
import type { EventDeps } from './event-deps';
import { returnSeats } from './event-seats';
import { promoteWaitlist } from './promote-waitlist';
import { settleEventPayment } from './settle-event-payment';

const BATCH = 50;

/**
 * The durable clock of registration: holds and offers past their expiry give
 * their seats back, and the waitlist is offered what came free. A hold whose
 * payment succeeded but was never settled (no confirm call, a lost webhook) is
 * settled first rather than lapsed. Rows are claimed with SKIP LOCKED, so
 * several instances share the work. Returns how many lapsed and were offered.
 */
export async function lapseExpiredHolds(deps: EventDeps, now: Date): Promise<{ lapsed: number; offered: number }> {
  const unsettled = await deps.db
    .select({ paymentIntentId: eventRegistrations.paymentIntentId })
    .from(eventRegistrations)
    .where(
      and(
        inArray(eventRegistrations.status, ['held', 'offered']),
        lte(eventRegistrations.holdExpiresAt, now),
        isNotNull(eventRegistrations.paymentIntentId),
      ),
    )
    .limit(BATCH);
  for (const { paymentIntentId } of unsettled) {
    if (paymentIntentId) await settleEventPayment(deps, paymentIntentId, now);
  }

  const events = await deps.db.transaction(async (tx) => {
    const expired = await tx
      .select()
      .from(eventRegistrations)
      .where(and(inArray(eventRegistrations.status, ['held', 'offered']), lte(eventRegistrations.holdExpiresAt, now)))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const registration of expired) {
      await tx
        .update(eventRegistrations)
        .set({ status: 'lapsed', holdExpiresAt: null, offerTokenHash: null, updatedAt: now })
        .where(eq(eventRegistrations.id, registration.id));
      await returnSeats(tx, registration.eventId, registration.seats);
    }
    return [...new Set(expired.map((registration) => registration.eventId))].map((eventId) => ({
      eventId,
      lapsed: expired.filter((registration) => registration.eventId === eventId).length,
    }));
  });
  let offered = 0;
  for (const { eventId } of events) offered += (await promoteWaitlist(deps, eventId, now)).length;
  return { lapsed: events.reduce((sum, event) => sum + event.lapsed, 0), offered };
}
