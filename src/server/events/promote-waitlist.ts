import { and, asc, eq, lte } from 'drizzle-orm';
import { eventRegistrations } from '../db/schema';
import { enqueueEmail } from '../mail/email-outbox';
import { newToken } from '../security/random-token';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { offerEmail } from './event-emails';
import { lockEventSeats, takeSeats } from './event-seats';
import { registrableEvent } from './registrable-events';

/**
 * Offers an event's free seats to the waitlist, first in line first: the
 * first waitlisted party that fits the free seats gets them held until the
 * offer expires, and an email with a link. Each offer is one transaction that
 * holds the event's counter row, so parallel runs (several instances, a
 * cancellation and the timer at once) never offer the same seats twice.
 * Returns the registrations offered seats.
 */
export async function promoteWaitlist(deps: EventDeps, eventId: string, now: Date): Promise<EventRegistrationRow[]> {
  const registrable = registrableEvent(eventId);
  if (!registrable || now >= registrable.startsAt) return [];
  const offered: EventRegistrationRow[] = [];
  for (;;) {
    const next = await deps.db.transaction(async (tx) => {
      const counter = await lockEventSeats(tx, eventId);
      const free = counter ? counter.capacity - counter.seatsTaken : 0;
      if (free <= 0) return undefined;
      const [first] = await tx
        .select()
        .from(eventRegistrations)
        .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted'), lte(eventRegistrations.seats, free)))
        .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!first || !(await takeSeats(tx, eventId, first.seats))) return undefined;
      const { token, hash } = newToken();
      const expiresAt = new Date(now.getTime() + deps.events.offerHours * 60 * 60 * 1000);
      const [offer] = await tx
        .update(eventRegistrations)
        .set({ status: 'offered', holdExpiresAt: expiresAt, offerTokenHash: hash, updatedAt: now })
        .where(eq(eventRegistrations.id, first.id))
        .returning();
      if (!offer) throw new Error('waitlisted registration vanished');
      await enqueueEmail(tx, `event-offer:${offer.id}:${hash}`, offerEmail(deps, offer, token, expiresAt));
      return offer;
    });
    if (!next) return offered;
    offered.push(next);
  }
}
