/**
 * Session lifetimes. A member signs in to check or renew a membership, not to
 * work all day: a session ends after 8 hours without a request, and after
 * 7 days whatever happens.
 */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reading pages does not mean writing rows. */
export const SESSION_TOUCH_MS = 5 * 60 * 1000;
