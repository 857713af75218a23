/**
 * Staff sessions open the back office, where one click refunds a payment or
 * erases a member: they end after 30 minutes without a request and after
 * 12 hours whatever happens (a working day), far shorter than members' sessions.
 */
export const STAFF_SESSION_IDLE_MS = 30 * 60 * 1000;
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last_seen_at is written at most this often: the idle limit stays within a minute of exact without a write per request. */
export const STAFF_SESSION_TOUCH_MS = 60 * 1000;
