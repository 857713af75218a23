import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { EventRegistrationStatus } from '../../src/shared/event-registration';
import type { Database } from '../../src/server/db/client';
import { eventPayments, eventRegistrations, eventSeats, refunds } from '../../src/server/db/schema';

/** An event's seat counter with this capacity and nothing taken (as the start-up sync would make it, sized for the test). */
export async function seedEventSeats(db: Database, eventId: string, capacity: number): Promise<void> {
  await db
    .insert(eventSeats)
    .values({ eventId, capacity })
    .onConflictDoUpdate({ target: eventSeats.eventId, set: { capacity, seatsTaken: 0 } });
}

export interface SeededRegistration {
  eventId: string;
  status?: EventRegistrationStatus;
  seats?: number;
  name?: string;
  email?: string;
  company?: string;
  needs?: string;
  amountCents?: number;
  /** Records a succeeded payment of the amount (and this much refunded of it). */
  paid?: { refundedCents?: number };
  queuedAt?: Date;
}

/**
 * A registration written straight to the database, its seats counted on the
 * event's counter when its status holds seats (as the registration core would).
 */
export async function seedRegistration(db: Database, seed: SeededRegistration): Promise<string> {
  const status = seed.status ?? 'confirmed';
  const seats = seed.seats ?? 1;
  const amountCents = seed.amountCents ?? 0;
  const [row] = await db
    .insert(eventRegistrations)
    .values({
      eventId: seed.eventId,
      name: seed.name ?? 'Noor Al-Thani',
      email: seed.email ?? `guest.${randomBytes(4).toString('hex')}@example.com`,
      company: seed.company ?? null,
      needs: seed.needs ?? null,
      seats,
      locale: 'en',
      status,
      priceKind: 'non-member',
      unitPriceCents: amountCents / seats,
      amountCents,
      checkoutTokenHash: randomBytes(16).toString('hex'),
      queuedAt: status === 'waitlisted' ? (seed.queuedAt ?? new Date()) : null,
      confirmedAt: status === 'confirmed' ? new Date() : null,
    })
    .returning({ id: eventRegistrations.id });
  if (!row) throw new Error('registration not seeded');
  if (status === 'held' || status === 'confirmed' || status === 'offered') {
    await db
      .update(eventSeats)
      .set({ seatsTaken: sql`${eventSeats.seatsTaken} + ${seats}` })
      .where(eq(eventSeats.eventId, seed.eventId));
  }
  if (seed.paid) {
    const paymentIntentId = `pi_event_${randomBytes(8).toString('hex')}`;
    await db.insert(eventPayments).values({
      paymentIntentId,
      eventRegistrationId: row.id,
      provider: 'sandbox',
      paymentMethod: 'card',
      amountCents,
      currency: 'eur',
    });
    const refundedCents = seed.paid.refundedCents ?? 0;
    if (refundedCents > 0) {
      await db.insert(refunds).values({
        refundKey: `refund-${paymentIntentId}`,
        paymentIntentId,
        provider: 'sandbox',
        providerRefundId: `re_${randomBytes(8).toString('hex')}`,
        amountCents: refundedCents,
        currency: 'eur',
        reason: 'event_cancellation',
      });
    }
  }
  return row.id;
}
