import { and, eq, isNull } from 'drizzle-orm';
import { events } from '@content/events/events';
import type { CheckedInRegistration, CheckInAnswer } from '@shared/admin/event-constants';
import type { Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { eventRegistrations } from '../db/schema';
import { recordAudit, type AuditActor } from '../staff/audit';
import { verifyTicketCode } from './ticket-code';

export interface CheckInContext {
  db: Database;
  /** The secret the tickets were signed with (TICKET_SIGNING_SECRET). */
  ticketSecret: string;
}

export interface CheckInRequest {
  /** As typed, pasted or scanned. */
  code: string;
  /** The staff member at the door. */
  actor: Extract<AuditActor, { kind: 'staff' }>;
  now: Date;
  /** The language of the event's title in the answer. */
  locale: Locale;
  ip?: string;
}

const columns = {
  registrationId: eventRegistrations.id,
  eventId: eventRegistrations.eventId,
  name: eventRegistrations.name,
  seats: eventRegistrations.seats,
  status: eventRegistrations.status,
  checkedInAt: eventRegistrations.checkedInAt,
};

type Row = {
  registrationId: string;
  eventId: string;
  name: string;
  seats: number;
  status: CheckedInRegistration['status'];
  checkedInAt: Date | null;
};

function answerOf(row: Row, locale: Locale): CheckedInRegistration {
  const event = events.find((candidate) => candidate.id === row.eventId);
  return { ...row, eventTitle: event?.title[locale] ?? row.eventId, checkedInAt: row.checkedInAt?.toISOString() ?? null };
}

/**
 * The door's check-in: a code that the chamber signed names a registration;
 * a confirmed one checks in by one conditional update (`checked_in_at IS
 * NULL`), so however many devices scan the same ticket at once, one of them
 * checks it in and the others hear when. The check-in is audited in its
 * transaction; a forged or unknown code names nobody.
 */
export async function checkInTicket(ctx: CheckInContext, request: CheckInRequest): Promise<CheckInAnswer> {
  const registrationId = verifyTicketCode(request.code, ctx.ticketSecret);
  if (!registrationId) return { result: 'invalid' };
  return ctx.db.transaction(async (tx) => {
    const [checkedIn] = await tx
      .update(eventRegistrations)
      .set({ checkedInAt: request.now, checkedInBy: request.actor.id, updatedAt: request.now })
      .where(
        and(eq(eventRegistrations.id, registrationId), eq(eventRegistrations.status, 'confirmed'), isNull(eventRegistrations.checkedInAt)),
      )
      .returning(columns);
    if (checkedIn) {
      await recordAudit(tx, {
        actor: request.actor,
        action: 'event.check-in',
        subject: { kind: 'event-registration', id: registrationId },
        ...(request.ip ? { ip: request.ip } : {}),
        before: { checkedInAt: null },
        after: { eventId: checkedIn.eventId, seats: checkedIn.seats, checkedInAt: request.now.toISOString() },
      });
      return { result: 'checked-in', registration: answerOf(checkedIn, request.locale) };
    }
    const [existing] = await tx.select(columns).from(eventRegistrations).where(eq(eventRegistrations.id, registrationId));
    if (!existing) return { result: 'invalid' };
    const result = existing.status === 'confirmed' ? 'already-checked-in' : 'not-confirmed';
    return { result, registration: answerOf(existing, request.locale) };
  });
}
