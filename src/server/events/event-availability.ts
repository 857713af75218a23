import { FEW_SEATS_LEFT, type EventAvailability, type EventRegistrationState } from '@shared/event-registration';
import type { Database } from '../db/client';
import { eventSeats } from '../db/schema';
import { registrableEvents, type RegistrableEvent } from './registrable-events';

/** What a visitor may do about an event at `now`, given its free seats. */
export function registrationState(registrable: RegistrableEvent, seatsLeft: number, now: Date): EventRegistrationState {
  if (now < registrable.opensAt) return 'not-open-yet';
  if (now >= registrable.closesAt) return 'closed';
  if (seatsLeft > 0) return 'open';
  return registrable.settings.waitlist ? 'waitlist' : 'full';
}

/** Every registrable event's live state, for the cards and the event pages (`GET /api/events/availability`). */
export async function eventAvailability(db: Database, now: Date): Promise<EventAvailability[]> {
  const rows = await db.select().from(eventSeats);
  const seats = new Map(rows.map((row) => [row.eventId, Math.max(0, row.capacity - row.seatsTaken)]));
  return registrableEvents().map((registrable) => {
    const seatsLeft = seats.get(registrable.event.id) ?? 0;
    const state = registrationState(registrable, seatsLeft, now);
    return { eventId: registrable.event.id, state, seatsLeft: state === 'open' && seatsLeft <= FEW_SEATS_LEFT ? seatsLeft : null };
  });
}
