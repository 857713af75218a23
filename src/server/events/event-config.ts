/** The event registration's rules that are the chamber's to set (environment, README). */
export interface EventRegistrationConfig {
  /** Signs ticket codes (src/server/events/ticket-code.ts). */
  ticketSecret: string;
  /** How long seats stay held while the registrant pays. */
  holdMinutes: number;
  /** How long freed seats stay offered to the first in the waitlist. */
  offerHours: number;
  /** A registrant may cancel until this many hours before the event starts. */
  cancelCutoffHours: number;
  /** A paid registration cancelled at least this many days before the start is refunded in full. */
  refundFullUntilDays: number;
  /** The share refunded for a cancellation after that, until the cut-off. */
  refundLatePercent: number;
}
