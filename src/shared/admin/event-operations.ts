import { z } from 'zod';
import { eventRegistrationFormSchema, MAX_SEATS_PER_REGISTRATION } from '../event-registration';
import { locales, type Locale } from '../locales';
import { adminEventsCatalog } from './admin-events-catalog';
import { MAX_REASON, MAX_TICKET_CODE, MIN_REASON } from './event-constants';

/**
 * What staff may ask of an event's registrations, and the schemas that check
 * it: shared by the back office's dialogs and the API.
 */

function reasonSchema(locale: Locale) {
  const message = adminEventsCatalog.in(locale)('validation.reason', { min: MIN_REASON, max: MAX_REASON });
  return z.string(message).trim().min(MIN_REASON, message).max(MAX_REASON, message);
}

/**
 * POST /api/admin/events/:eventId/registrations: the registration form's
 * fields, the language the registrant's emails use, the reason, and whether
 * the chamber waives the payment (a paid event's seat given free).
 */
export function staffAddRegistrationSchema(locale: Locale, maxSeats: number = MAX_SEATS_PER_REGISTRATION) {
  return eventRegistrationFormSchema(locale, maxSeats).extend({
    locale: z.enum(locales),
    reason: reasonSchema(locale),
    waivePayment: z.boolean().default(false),
  });
}
export type StaffAddRegistration = z.infer<ReturnType<typeof staffAddRegistrationSchema>>;

/** POST /api/admin/event-registrations/:id/cancel */
export function staffCancelRegistrationSchema(locale: Locale) {
  return z.strictObject({ reason: reasonSchema(locale) });
}

/** POST /api/admin/events/check-in: a code typed, pasted or scanned. */
export function checkInSchema(locale: Locale) {
  const message = adminEventsCatalog.in(locale)('validation.code');
  return z.strictObject({ code: z.string(message).trim().min(1, message).max(MAX_TICKET_CODE, message) });
}
