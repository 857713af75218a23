import { eq, sql } from 'drizzle-orm';
import { events } from '@content/events/events';
import { registrationSettingsFor } from '@content/events/registration-settings';
import type { AdminEventSummary } from '@shared/admin/event-constants';
import type { Locale } from '@shared/locales';
import type { Database } from '../../db/client';
import { eventPayments, eventRegistrations, eventSeats, refunds } from '../../db/schema';

/** Refunded cents per payment intent, whole refunds and parts summed. */
export function refundedByIntent(db: Database) {
  return db
    .select({ paymentIntentId: refunds.paymentIntentId, refundedCents: sql<number>`sum(${refunds.amountCents})::int`.as('refunded_cents') })
    .from(refunds)
    .groupBy(refunds.paymentIntentId)
    .as('refunded');
}

/**
 * Every event with online registration (a seat counter row), its figures
 * read from the live tables each time: seats from the counter, registrations
 * and the waitlist counted by status, revenue as the event's payments less the
 * refunds of those payments (decision 0040's rule for membership revenue).
 */
export async function eventFigures(db: Database, locale: Locale, eventId?: string): Promise<AdminEventSummary[]> {
  const counts = db
    .select({
      eventId: eventRegistrations.eventId,
      confirmedRegistrations: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'confirmed'))::int`.as(
        'confirmed_registrations',
      ),
      confirmedSeats:
        sql<number>`coalesce(sum(${eventRegistrations.seats}) filter (where ${eventRegistrations.status} = 'confirmed'), 0)::int`.as(
          'confirmed_seats',
        ),
      checkedInSeats:
        sql<number>`coalesce(sum(${eventRegistrations.seats}) filter (where ${eventRegistrations.status} = 'confirmed' and ${eventRegistrations.checkedInAt} is not null), 0)::int`.as(
          'checked_in_seats',
        ),
      waitlistLength: sql<number>`(count(*) filter (where ${eventRegistrations.status} = 'waitlisted'))::int`.as('waitlist_length'),
    })
    .from(eventRegistrations)
    .groupBy(eventRegistrations.eventId)
    .as('counts');
  const refunded = refundedByIntent(db);
  const revenue = db
    .select({
      eventId: eventRegistrations.eventId,
      revenueCents: sql<number>`(sum(${eventPayments.amountCents}) - coalesce(sum(${refunded.refundedCents}), 0))::int`.as('revenue_cents'),
    })
    .from(eventPayments)
    .innerJoin(eventRegistrations, eq(eventRegistrations.id, eventPayments.eventRegistrationId))
    .leftJoin(refunded, eq(refunded.paymentIntentId, eventPayments.paymentIntentId))
    .groupBy(eventRegistrations.eventId)
    .as('revenue');
  const rows = await db
    .select({
      eventId: eventSeats.eventId,
      capacity: eventSeats.capacity,
      seatsTaken: eventSeats.seatsTaken,
      confirmedRegistrations: counts.confirmedRegistrations,
      confirmedSeats: counts.confirmedSeats,
      checkedInSeats: counts.checkedInSeats,
      waitlistLength: counts.waitlistLength,
      revenueCents: revenue.revenueCents,
    })
    .from(eventSeats)
    .leftJoin(counts, eq(counts.eventId, eventSeats.eventId))
    .leftJoin(revenue, eq(revenue.eventId, eventSeats.eventId))
    .where(eventId === undefined ? undefined : eq(eventSeats.eventId, eventId));
  const summaries = rows.flatMap((row): AdminEventSummary[] => {
    const event = events.find((candidate) => candidate.id === row.eventId);
    const settings = registrationSettingsFor(row.eventId);
    if (!event || !settings) return [];
    return [
      {
        eventId: row.eventId,
        title: event.title[locale],
        date: event.date,
        capacity: row.capacity,
        seatsTaken: row.seatsTaken,
        seatsLeft: Math.max(0, row.capacity - row.seatsTaken),
        confirmedRegistrations: row.confirmedRegistrations ?? 0,
        confirmedSeats: row.confirmedSeats ?? 0,
        checkedInSeats: row.checkedInSeats ?? 0,
        waitlistLength: row.waitlistLength ?? 0,
        revenueCents: row.revenueCents ?? 0,
        memberPriceCents: settings.memberPriceCents,
        nonMemberPriceCents: settings.nonMemberPriceCents,
        maxSeatsPerRegistration: settings.maxSeatsPerRegistration,
      },
    ];
  });
  return summaries.sort((a, b) => a.date.localeCompare(b.date) || a.eventId.localeCompare(b.eventId));
}
