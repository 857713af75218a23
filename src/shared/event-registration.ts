import { z } from 'zod';
import { locales } from './locales';
import { providerPaymentMethods } from './payment-methods';
import { validationCatalog } from './validation-catalog';
import type { Locale } from './locales';

/**
 * Event registration: the contract between the registration form, the
 * server's API, the member area and the back office. Decision 0052.
 */

/**
 * Where a registration stands.
 * - `held`: seats taken while the registrant pays; they return to the event when the hold expires unpaid.
 * - `confirmed`: the seats are the registrant's; a ticket exists.
 * - `waitlisted`: no seats; in line by `queued_at`.
 * - `offered`: a waitlisted registration offered freed seats, held for it until the offer expires.
 * - `cancelled`: by the registrant (before the cut-off) or by staff (with a reason); seats returned.
 * - `lapsed`: a hold or an offer that expired unpaid or unaccepted; seats returned.
 */
export const eventRegistrationStatuses = ['held', 'confirmed', 'waitlisted', 'offered', 'cancelled', 'lapsed'] as const;
export type EventRegistrationStatus = (typeof eventRegistrationStatuses)[number];

/** Statuses that hold seats: the seat counter counts exactly these. */
export const seatHoldingStatuses = ['held', 'confirmed', 'offered'] as const satisfies readonly EventRegistrationStatus[];

/** Which of an event's two prices a registration pays, decided on the server at the moment of payment. */
export const eventPriceKinds = ['member', 'non-member'] as const;
export type EventPriceKind = (typeof eventPriceKinds)[number];

/** Who cancelled a registration. */
export const eventCancellers = ['registrant', 'staff'] as const;
export type EventCanceller = (typeof eventCancellers)[number];

/** What a visitor may do about an event right now (cards, event page, form). */
export const eventRegistrationStates = ['not-open-yet', 'open', 'waitlist', 'full', 'closed'] as const;
export type EventRegistrationState = (typeof eventRegistrationStates)[number];

/** Seats left at or below which cards show the count ("3 seats left"). */
export const FEW_SEATS_LEFT = 10;

const MIN_NAME = 2;
const MAX_NAME = 120;
const MAX_EMAIL = 254;
const MAX_COMPANY = 160;
const MAX_NEEDS = 1000;
/** The largest party any event allows; each event's own limit is in its registration settings. */
export const MAX_SEATS_PER_REGISTRATION = 10;

/**
 * The registration form: one schema for the browser's form, the JSON API and
 * the form post without JavaScript. `maxSeats` is the event's own limit.
 */
export function eventRegistrationFormSchema(locale: Locale, maxSeats: number = MAX_SEATS_PER_REGISTRATION) {
  const message = validationCatalog.in(locale);
  const name = message('attendeeName', { min: MIN_NAME });
  const seats = message('eventSeats', { max: maxSeats });
  return z.strictObject({
    name: z.string(name).trim().min(MIN_NAME, name).max(MAX_NAME, message('tooLong')),
    email: z
      .string(message('email'))
      .trim()
      .max(MAX_EMAIL, message('email'))
      .pipe(z.email(message('email'))),
    company: z
      .string(message('company', { max: MAX_COMPANY }))
      .trim()
      .max(MAX_COMPANY, message('company', { max: MAX_COMPANY }))
      .optional(),
    seats: z.coerce.number(seats).int(seats).min(1, seats).max(maxSeats, seats),
    /** Dietary or access needs, free text. */
    needs: z.string().trim().max(MAX_NEEDS, message('tooLong')).optional(),
  });
}
export type EventRegistrationForm = z.infer<ReturnType<typeof eventRegistrationFormSchema>>;

/** The API request: the form plus the page's language (which the confirmation email and ticket use). */
export function eventRegistrationRequestSchema(locale: Locale, maxSeats?: number) {
  return eventRegistrationFormSchema(locale, maxSeats).extend({
    locale: z.enum(locales),
    /** For a paid registration: how the registrant pays through the provider. */
    paymentMethod: z.enum(providerPaymentMethods).optional(),
  });
}
export type EventRegistrationRequest = z.infer<ReturnType<typeof eventRegistrationRequestSchema>>;

/** `POST /api/events/:eventId/registrations` answers one of these. */
export type EventRegistrationOutcome =
  | { outcome: 'confirmed'; registrationId: string; seats: number; amountCents: 0 }
  | {
      outcome: 'payment';
      registrationId: string;
      seats: number;
      priceKind: EventPriceKind;
      amountCents: number;
      currency: 'EUR';
      clientSecret: string;
      /** When the held seats go back to the event if the payment has not succeeded. */
      holdExpiresAt: string;
    }
  | { outcome: 'waitlisted'; registrationId: string; position: number };

/** One event's live registration state: `GET /api/events/availability` lists these for every event with registration. */
export interface EventAvailability {
  eventId: string;
  state: EventRegistrationState;
  /** Shown when at or below FEW_SEATS_LEFT; null for events whose count is not shown. */
  seatsLeft: number | null;
}

/** A registration as its owner sees it in `/account` (`GET /api/account/event-registrations`). */
export interface AccountEventRegistration {
  id: string;
  eventId: string;
  /** The event's title in the language the request asked for, so that pages need not download the programme. */
  eventTitle: string;
  /** First day of the edition registered for (YYYY-MM-DD, the event's own zone); null for an event no longer in the programme. */
  eventDate: string | null;
  status: EventRegistrationStatus;
  seats: number;
  amountCents: number;
  priceKind: EventPriceKind;
  /** Position in the waitlist, when waitlisted. */
  position: number | null;
  /** Whether the owner may still cancel (before the event's cut-off). */
  cancellable: boolean;
  /** What a cancellation would give back now, per the refund policy. */
  refundOnCancelCents: number;
  /** The ticket's signed code, when confirmed. */
  ticketCode: string | null;
  createdAt: string;
}

/** One registration as its owner (its browser or its signed-in member) sees it on the status page: `GET /api/event-registrations/:id`. */
export interface EventRegistrationView extends AccountEventRegistration {
  name: string;
  email: string;
  /** While held or offered: when the seats go back to the event. */
  holdExpiresAt: string | null;
  /** While seats are held for payment and the payment is still open: what the payment step needs. */
  payment: { clientSecret: string; amountCents: number; currency: 'EUR' } | null;
}

/** `POST /api/event-registrations/offers/accept`: the token from the emailed link (moved from the fragment into the body). */
// Pure: the pages that read only the paths and types above leave zod out of their bundles.
export const acceptOfferSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  locale: z.enum(locales),
  paymentMethod: z.enum(providerPaymentMethods).optional(),
});
export type AcceptOfferRequest = z.infer<typeof acceptOfferSchema>;

/** What a cancellation gave back: `POST /api/account/event-registrations/:id/cancel`. */
export interface EventCancellationResult {
  refundedCents: number;
  creditNoteNumber: string | null;
}
