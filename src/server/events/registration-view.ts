import { desc, eq } from 'drizzle-orm';
import { events } from '@content/events/events';
import type { AccountEventRegistration, EventRegistrationView } from '@shared/event-registration';
import type { Locale } from '@shared/locales';
import type { Database } from '../db/client';
import { eventPayments, eventRegistrations } from '../db/schema';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { cancellableBy, refundOnCancelCents } from './refund-policy';
import { registrableEvent, type RegistrableEvent } from './registrable-events';
import { signTicketCode } from './ticket-code';
import { waitlistPosition } from './waitlist-position';

const cancellableStatuses = new Set(['held', 'confirmed', 'waitlisted', 'offered']);
const OPEN_INTENT = new Set(['requires_payment_method', 'requires_confirmation', 'requires_action']);

async function paidCents(db: Database, registrationId: string): Promise<number> {
  const [payment] = await db
    .select({ amountCents: eventPayments.amountCents })
    .from(eventPayments)
    .where(eq(eventPayments.eventRegistrationId, registrationId));
  return payment?.amountCents ?? 0;
}

/** The event's title in the reader's language and the first day of the edition registered for. */
function eventNaming(
  eventId: string,
  registrable: RegistrableEvent | undefined,
  locale: Locale,
): Pick<AccountEventRegistration, 'eventTitle' | 'eventDate'> {
  if (registrable) return { eventTitle: registrable.event.title[locale], eventDate: registrable.span.start };
  const event = events.find((candidate) => candidate.id === eventId);
  return { eventTitle: event?.title[locale] ?? eventId, eventDate: event?.date ?? null };
}

/** A registration as its owner sees it in the member area: where it stands and what cancelling would give back now. */
export async function accountRegistration(
  deps: Pick<EventDeps, 'db' | 'events'>,
  registration: EventRegistrationRow,
  now: Date,
  locale: Locale,
): Promise<AccountEventRegistration> {
  const registrable = registrableEvent(registration.eventId);
  const cancellable = Boolean(
    registrable && cancellableStatuses.has(registration.status) && cancellableBy(registrable.startsAt, now, deps.events),
  );
  const refund =
    cancellable && registrable ? refundOnCancelCents(await paidCents(deps.db, registration.id), registrable.startsAt, now, deps.events) : 0;
  return {
    id: registration.id,
    eventId: registration.eventId,
    ...eventNaming(registration.eventId, registrable, locale),
    status: registration.status,
    seats: registration.seats,
    amountCents: registration.amountCents,
    priceKind: registration.priceKind,
    position: registration.status === 'waitlisted' ? await waitlistPosition(deps.db, registration) : null,
    cancellable,
    refundOnCancelCents: refund,
    ticketCode: registration.status === 'confirmed' ? signTicketCode(registration.id, deps.events.ticketSecret) : null,
    createdAt: registration.createdAt.toISOString(),
  };
}

/** The status page's view: the account's view, the registrant's name, and the open payment while seats are held for it. */
export async function registrationView(
  deps: EventDeps,
  registration: EventRegistrationRow,
  now: Date,
  locale: Locale,
): Promise<EventRegistrationView> {
  const holding = registration.status === 'held' || registration.status === 'offered';
  const intent =
    holding && registration.paymentIntentId ? await deps.provider.retrievePaymentIntent(registration.paymentIntentId) : undefined;
  return {
    ...(await accountRegistration(deps, registration, now, locale)),
    name: registration.name,
    email: registration.email,
    holdExpiresAt: holding && registration.holdExpiresAt ? registration.holdExpiresAt.toISOString() : null,
    payment:
      intent && OPEN_INTENT.has(intent.status) ? { clientSecret: intent.clientSecret, amountCents: intent.amount, currency: 'EUR' } : null,
  };
}

/** A member's registrations, newest first. */
export async function accountRegistrations(
  deps: Pick<EventDeps, 'db' | 'events'>,
  accountId: string,
  now: Date,
  locale: Locale,
): Promise<AccountEventRegistration[]> {
  const rows = await deps.db
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.accountId, accountId))
    .orderBy(desc(eventRegistrations.createdAt));
  return Promise.all(rows.map((row) => accountRegistration(deps, row, now, locale)));
}
