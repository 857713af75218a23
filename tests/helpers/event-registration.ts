import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/client';
import { eventRegistrations, eventSeats } from '../../src/server/db/schema';
import type { EventRegistrationOutcome } from '../../src/shared/event-registration';
import { checkoutCookie } from './membership';

let sequence = 0;

/** A registrant no other test uses. */
export function uniqueRegistrant(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { name: 'Noor Al-Kuwari', email: `noor.${tag}@example.com`, company: 'Doha Trading W.L.L.', seats: 1, locale: 'en', ...overrides };
}

/** Registers from a browser (a new one without `cookie`); the answer, its status and the browser's cookie afterwards. */
export async function register(app: FastifyInstance, eventId: string, body: Record<string, unknown>, cookie = '') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/registrations`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
  return { response, status: response.statusCode, outcome: response.json<EventRegistrationOutcome>(), cookie: checkoutCookie(response, cookie) };
}

/** Leaves exactly `left` seats free on the event's counter (a nearly full event, whatever earlier tests took). */
export async function leaveSeats(database: DatabaseHandle, eventId: string, left: number): Promise<void> {
  await database.db
    .update(eventSeats)
    .set({ capacity: sql`${eventSeats.seatsTaken} + ${left}` })
    .where(eq(eventSeats.eventId, eventId));
}

export async function seatsOf(database: DatabaseHandle, eventId: string) {
  const [row] = await database.db.select().from(eventSeats).where(eq(eventSeats.eventId, eventId));
  expect(row).toBeDefined();
  return row ?? { capacity: 0, seatsTaken: 0 };
}

/** The seats the event's registrations in a seat-holding status hold: the counter must always equal this. */
export async function seatsHeldByRows(database: DatabaseHandle, eventId: string): Promise<number> {
  const rows = await database.db
    .select({ seats: eventRegistrations.seats })
    .from(eventRegistrations)
    .where(sql`${eventRegistrations.eventId} = ${eventId} AND ${eventRegistrations.status} IN ('held', 'confirmed', 'offered')`);
  return rows.reduce((sum, row) => sum + row.seats, 0);
}

export async function registrationRow(database: DatabaseHandle, id: string) {
  const [row] = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, id));
  if (!row) throw new Error(`no registration ${id}`);
  return row;
}
