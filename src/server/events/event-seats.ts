import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { eventSeats } from '../db/schema';
import { registrableEvents } from './registrable-events';

/**
 * Upserts every event's online capacity from its settings at start-up: the
 * room less the seats the events team had already given away. Seats taken
 * stay as they are; a capacity lowered below them only stops new takes.
 */
export async function syncEventSeats(db: Database): Promise<void> {
  for (const { event, settings } of registrableEvents()) {
    const capacity = Math.max(0, settings.capacity - (event.attendees ?? 0));
    await db
      .insert(eventSeats)
      .values({ eventId: event.id, capacity })
      .onConflictDoUpdate({ target: eventSeats.eventId, set: { capacity, updatedAt: new Date() } });
  }
}

/**
 * Takes `seats` if that many are free, in one conditional UPDATE: the row
 * lock PostgreSQL takes for it lets the last seat go to exactly one caller.
 */
export async function takeSeats(tx: Database, eventId: string, seats: number): Promise<boolean> {
  const taken = await tx
    .update(eventSeats)
    .set({ seatsTaken: sql`${eventSeats.seatsTaken} + ${seats}`, updatedAt: new Date() })
    .where(sql`${eventSeats.eventId} = ${eventId} AND ${eventSeats.seatsTaken} + ${seats} <= ${eventSeats.capacity}`)
    .returning({ eventId: eventSeats.eventId });
  return taken.length > 0;
}

/** Gives seats back, in the transaction that moves their registration out of a seat-holding status. */
export async function returnSeats(tx: Database, eventId: string, seats: number): Promise<void> {
  await tx
    .update(eventSeats)
    .set({ seatsTaken: sql`${eventSeats.seatsTaken} - ${seats}`, updatedAt: new Date() })
    .where(eq(eventSeats.eventId, eventId));
}

/** Locks the event's counter row for the caller's transaction: registrations for one event then queue behind each other. */
export async function lockEventSeats(tx: Database, eventId: string): Promise<{ capacity: number; seatsTaken: number } | undefined> {
  const [row] = await tx
    .select({ capacity: eventSeats.capacity, seatsTaken: eventSeats.seatsTaken })
    .from(eventSeats)
    .where(eq(eventSeats.eventId, eventId))
    .for('update');
  return row;
}
