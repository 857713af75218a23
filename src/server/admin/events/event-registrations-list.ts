import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { AdminEventDetail, AdminEventRegistration } from '@shared/admin/event-constants';
import type { Locale } from '@shared/locales';
import type { Database } from '../../db/client';
import { eventPayments, eventRegistrations } from '../../db/schema';
import { eventFigures, refundedByIntent } from './event-figures';

/** An event's registrations as staff see them, with what each paid and got back. */
function registrationsOf(db: Database) {
  const refunded = refundedByIntent(db);
  return db
    .select({
      id: eventRegistrations.id,
      status: eventRegistrations.status,
      seats: eventRegistrations.seats,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      company: eventRegistrations.company,
      needs: eventRegistrations.needs,
      priceKind: eventRegistrations.priceKind,
      amountCents: eventRegistrations.amountCents,
      paidCents: eventPayments.amountCents,
      refundedCents: refunded.refundedCents,
      checkedInAt: eventRegistrations.checkedInAt,
      addedByStaffId: eventRegistrations.addedByStaffId,
      cancelledBy: eventRegistrations.cancelledBy,
      cancelReason: eventRegistrations.cancelReason,
      createdAt: eventRegistrations.createdAt,
    })
    .from(eventRegistrations)
    .leftJoin(eventPayments, eq(eventPayments.eventRegistrationId, eventRegistrations.id))
    .leftJoin(refunded, eq(refunded.paymentIntentId, eventPayments.paymentIntentId))
    .$dynamic();
}

type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationsOf>['execute']>>[number];

function asRegistration({
  addedByStaffId,
  paidCents,
  refundedCents,
  checkedInAt,
  createdAt,
  ...row
}: RegistrationRow): AdminEventRegistration {
  return {
    ...row,
    paidCents: paidCents ?? 0,
    refundedCents: refundedCents ?? 0,
    checkedInAt: checkedInAt?.toISOString() ?? null,
    addedByStaff: addedByStaffId !== null,
    createdAt: createdAt.toISOString(),
  };
}

/** The event's figures, its registrations (newest first) and its waitlist in the order seats are offered; undefined for an event without registration. */
export async function eventDetail(db: Database, eventId: string, locale: Locale): Promise<AdminEventDetail | undefined> {
  const [event] = await eventFigures(db, locale, eventId);
  if (!event) return undefined;
  const [registrations, waitlist] = await Promise.all([
    registrationsOf(db)
      .where(and(eq(eventRegistrations.eventId, eventId), ne(eventRegistrations.status, 'waitlisted')))
      .orderBy(desc(eventRegistrations.createdAt), desc(eventRegistrations.id)),
    registrationsOf(db)
      .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'waitlisted')))
      .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.id)),
  ]);
  return { event, registrations: registrations.map(asRegistration), waitlist: waitlist.map(asRegistration) };
}

/** The confirmed attendees of an event, by name, for the door's list. */
export async function confirmedAttendees(db: Database, eventId: string): Promise<AdminEventRegistration[]> {
  const rows = await registrationsOf(db)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'confirmed')))
    .orderBy(asc(eventRegistrations.name), asc(eventRegistrations.id));
  return rows.map(asRegistration);
}
