import { and, eq, inArray, sql } from 'drizzle-orm';
import type { EventRegistrationOutcome, EventRegistrationRequest } from '@shared/event-registration';
import { formatDate } from '@shared/format/dates';
import { localeOrDefault } from '@shared/locales';
import type { Database } from '../db/client';
import { eventRegistrations } from '../db/schema';
import { enqueueEmail } from '../mail/email-outbox';
import type { EventDeps, EventRegistrationRow } from './event-deps';
import { ticketEmail, waitlistedEmail } from './event-emails';
import { eventError } from './event-error';
import { paymentForHeldSeats } from './event-payment-intent';
import { eventPriceKind, unitPriceCents } from './event-price';
import { lockEventSeats, returnSeats, takeSeats } from './event-seats';
import { registrableEvent, type RegistrableEvent } from './registrable-events';
import { waitlistPosition } from './waitlist-position';

export interface RegisterInput {
  eventId: string;
  request: EventRegistrationRequest;
  /** The signed-in member's account, if any: the member price is checked against it now. */
  accountId: string | null;
  /** The browser's checkout cookie hash: the registration's owner. */
  checkoutTokenHash: string;
  now: Date;
  /** Set when staff add the registration in the back office (any time, seats permitting). */
  addedByStaffId?: string;
  /** Staff may give the seats free of charge. */
  staffWaivesPayment?: boolean;
}

/** The statuses in which a browser's registration of one email for one event stands: another submit returns it. */
const standingStatuses = ['held', 'confirmed', 'waitlisted', 'offered'] as const;

function checkWindow(registrable: RegistrableEvent, input: RegisterInput): void {
  if (input.addedByStaffId) return;
  const locale = input.request.locale;
  if (input.now < registrable.opensAt) {
    throw eventError(409, locale, 'errors.notOpenYet', { date: formatDate(registrable.opensAt, locale, 'long') });
  }
  if (input.now >= registrable.closesAt) throw eventError(409, locale, 'errors.closed');
}

/** What one registrant pays, decided now: the member price only for an account with a membership active at this moment. */
async function priceNow(db: Database, registrable: RegistrableEvent, input: RegisterInput) {
  const priceKind = await eventPriceKind(db, input.accountId, input.now);
  const unit = unitPriceCents(registrable.settings, priceKind);
  if (input.staffWaivesPayment) return { priceKind, unitPriceCents: 0, amountCents: 0 };
  if (unit === null) throw eventError(403, input.request.locale, 'errors.membersOnly');
  return { priceKind, unitPriceCents: unit, amountCents: unit * input.request.seats };
}

type Taken =
  | { kind: 'new'; registration: EventRegistrationRow; position?: number }
  | { kind: 'existing'; registration: EventRegistrationRow };

/**
 * Registers one party for an event: seats taken in one conditional UPDATE
 * (free → confirmed with a ticket; paid → held while the registrant pays);
 * when none are left, the waitlist (if the event keeps one) or 409. The
 * event's counter row is locked first, so the same browser submitting the same
 * registration twice at once gets the one registration back, not two.
 */
export async function registerForEvent(deps: EventDeps, input: RegisterInput): Promise<EventRegistrationOutcome> {
  const { request, now } = input;
  const locale = request.locale;
  const registrable = registrableEvent(input.eventId);
  if (!registrable) throw eventError(404, locale, 'errors.unknownEvent');
  checkWindow(registrable, input);
  const max = registrable.settings.maxSeatsPerRegistration;
  if (request.seats > max) throw eventError(400, locale, 'errors.tooManySeats', { max });
  const price = await priceNow(deps.db, registrable, input);

  const taken = await deps.db.transaction(async (tx): Promise<Taken> => {
    if (!(await lockEventSeats(tx, input.eventId))) throw eventError(404, locale, 'errors.unknownEvent');
    const [standing] = await tx
      .select()
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.eventId, input.eventId),
          eq(eventRegistrations.checkoutTokenHash, input.checkoutTokenHash),
          sql`lower(${eventRegistrations.email}) = ${request.email.toLowerCase()}`,
          inArray(eventRegistrations.status, [...standingStatuses]),
        ),
      )
      .limit(1);
    if (standing && !input.addedByStaffId) return { kind: 'existing', registration: standing };

    const fields = {
      eventId: input.eventId,
      accountId: input.accountId,
      name: request.name,
      email: request.email,
      company: request.company || null,
      seats: request.seats,
      needs: request.needs || null,
      locale,
      checkoutTokenHash: input.checkoutTokenHash,
      addedByStaffId: input.addedByStaffId ?? null,
      ...price,
      createdAt: now,
      updatedAt: now,
    };
    if (await takeSeats(tx, input.eventId, request.seats)) {
      const free = price.amountCents === 0;
      const [registration] = await tx
        .insert(eventRegistrations)
        .values({
          ...fields,
          status: free ? 'confirmed' : 'held',
          ...(free ? { confirmedAt: now } : { holdExpiresAt: new Date(now.getTime() + deps.events.holdMinutes * 60_000) }),
        })
        .returning();
      if (!registration) throw new Error('registration insert returned nothing');
      if (free) await enqueueEmail(tx, `event-ticket:${registration.id}`, await ticketEmail(deps, registration));
      return { kind: 'new', registration };
    }
    if (!registrable.settings.waitlist) throw eventError(409, locale, 'errors.full');
    const [registration] = await tx
      .insert(eventRegistrations)
      .values({ ...fields, status: 'waitlisted', queuedAt: now })
      .returning();
    if (!registration) throw new Error('registration insert returned nothing');
    const position = await waitlistPosition(tx, registration);
    await enqueueEmail(tx, `event-waitlisted:${registration.id}`, waitlistedEmail(deps, registration, position));
    return { kind: 'new', registration, position };
  });

  return outcomeOf(deps, taken.registration, request.paymentMethod, taken.kind === 'new');
}

async function outcomeOf(
  deps: EventDeps,
  registration: EventRegistrationRow,
  paymentMethod: EventRegistrationRequest['paymentMethod'],
  isNew: boolean,
): Promise<EventRegistrationOutcome> {
  const locale = localeOrDefault(registration.locale);
  switch (registration.status) {
    case 'confirmed':
      if (registration.amountCents > 0) throw eventError(409, locale, 'errors.alreadyRegistered');
      return { outcome: 'confirmed', registrationId: registration.id, seats: registration.seats, amountCents: 0 };
    case 'waitlisted':
      return { outcome: 'waitlisted', registrationId: registration.id, position: await waitlistPosition(deps.db, registration) };
    case 'held':
      return isNew ? paymentOrRelease(deps, registration, paymentMethod) : paymentForHeldSeats(deps, registration, paymentMethod);
    default:
      throw eventError(409, locale, 'errors.alreadyRegistered');
  }
}

/** A new hold whose payment intent cannot be made gives its seats back at once rather than at its expiry. */
async function paymentOrRelease(
  deps: EventDeps,
  registration: EventRegistrationRow,
  paymentMethod: EventRegistrationRequest['paymentMethod'],
): Promise<EventRegistrationOutcome> {
  try {
    return await paymentForHeldSeats(deps, registration, paymentMethod);
  } catch (error) {
    await deps.db.transaction(async (tx) => {
      const released = await tx
        .update(eventRegistrations)
        .set({ status: 'lapsed', holdExpiresAt: null, updatedAt: new Date() })
        .where(and(eq(eventRegistrations.id, registration.id), eq(eventRegistrations.status, 'held')))
        .returning({ id: eventRegistrations.id });
      if (released.length > 0) await returnSeats(tx, registration.eventId, registration.seats);
    });
    throw error;
  }
}
