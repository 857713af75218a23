import type { EventPriceKind, EventRegistrationStatus } from '../event-registration';
import type { StaffRole } from '../staff-roles';

/**
 * The back office's events without zod: who may do what, and what the API
 * answers. The pages import these on their first load; the schemas
 * (event-operations.ts) load with a form. Decision 0055.
 */

/**
 * Who may do what with event registrations (admin may do everything): the
 * lists, figures and attendee file are for the events team (membership staff)
 * and finance, who reads the revenue; adding, cancelling and checking in are
 * the events team's.
 */
export const eventRoles = {
  read: ['membership', 'finance'],
  manage: ['membership'],
  checkIn: ['membership'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** One event with registration, as the back office's events list shows it. */
export interface AdminEventSummary {
  eventId: string;
  /** The event's title in the staff member's language. */
  title: string;
  /** First day, YYYY-MM-DD, in the event's own time zone. */
  date: string;
  capacity: number;
  seatsTaken: number;
  seatsLeft: number;
  confirmedRegistrations: number;
  confirmedSeats: number;
  checkedInSeats: number;
  waitlistLength: number;
  /** Paid for the event's registrations less what was refunded of those payments, in cents. */
  revenueCents: number;
  memberPriceCents: number;
  /** Null when the event is for members only. */
  nonMemberPriceCents: number | null;
  maxSeatsPerRegistration: number;
}

/** One registration of an event, as staff see it. */
export interface AdminEventRegistration {
  id: string;
  status: EventRegistrationStatus;
  seats: number;
  name: string;
  email: string;
  company: string | null;
  needs: string | null;
  priceKind: EventPriceKind;
  amountCents: number;
  paidCents: number;
  refundedCents: number;
  checkedInAt: string | null;
  /** Added by staff rather than by the registrant. */
  addedByStaff: boolean;
  cancelledBy: 'registrant' | 'staff' | null;
  cancelReason: string | null;
  createdAt: string;
}

/** `GET /api/admin/events/:eventId`: the event's figures, its registrations (newest first) and its waitlist in order. */
export interface AdminEventDetail {
  event: AdminEventSummary;
  registrations: AdminEventRegistration[];
  waitlist: AdminEventRegistration[];
}

export const checkInResults = ['checked-in', 'already-checked-in', 'invalid', 'not-confirmed'] as const;
export type CheckInResult = (typeof checkInResults)[number];

/** Whose ticket the door scanned: shown large on the check-in page. */
export interface CheckedInRegistration {
  registrationId: string;
  eventId: string;
  /** The event's title in the staff member's language. */
  eventTitle: string;
  name: string;
  seats: number;
  status: EventRegistrationStatus;
  checkedInAt: string | null;
}

/** `POST /api/admin/events/check-in` answers one of these; `invalid` names nobody. */
export type CheckInAnswer = { result: 'invalid' } | { result: Exclude<CheckInResult, 'invalid'>; registration: CheckedInRegistration };

export const MIN_REASON = 3;
export const MAX_REASON = 500;
/** A ticket code is 39 characters; a pasted one may carry spaces or a line break around it. */
export const MAX_TICKET_CODE = 200;
