import { z } from 'zod';
import type { Locale } from '../locales';
import { countries } from '../membership-constants';
import { adminMembersCatalog } from './admin-members-catalog';
import { MAX_DAYS_CHANGE, MAX_REASON, MIN_REASON, memberStatuses, membershipAfterRefundChoices } from './member-constants';

/**
 * The back office's member operations: what staff may ask for and the
 * schemas that check it, shared by the staff pages' forms and the API.
 */

const isoDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** A search form's field left empty is a filter not set. */
const unlessEmpty = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** GET /api/admin/members: the search form's fields, all optional. */
export const memberSearchSchema = z.strictObject({
  q: unlessEmpty(z.string().trim().max(100)),
  status: unlessEmpty(z.enum(memberStatuses)),
  tier: unlessEmpty(z.string().regex(/^[a-z_]{1,40}$/)),
  country: unlessEmpty(z.enum(countries)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MemberSearch = z.infer<typeof memberSearchSchema>;

function reasonSchema(locale: Locale) {
  const message = adminMembersCatalog.in(locale)('validation.reason', { min: MIN_REASON, max: MAX_REASON });
  return z.string(message).trim().min(MIN_REASON, message).max(MAX_REASON, message);
}

function dateSchema(locale: Locale) {
  const message = adminMembersCatalog.in(locale)('validation.date');
  return z.string(message).regex(isoDate, message);
}

/** POST …/membership-dates: move the end of a membership by days (negative shortens) or to a date. */
export function membershipDatesSchema(locale: Locale) {
  const days = adminMembersCatalog.in(locale)('validation.days', { max: MAX_DAYS_CHANGE });
  return z.strictObject({
    reason: reasonSchema(locale),
    change: z.discriminatedUnion('by', [
      z.strictObject({
        by: z.literal('days'),
        days: z
          .number(days)
          .int(days)
          .min(-MAX_DAYS_CHANGE, days)
          .max(MAX_DAYS_CHANGE, days)
          .refine((value) => value !== 0, days),
      }),
      z.strictObject({ by: z.literal('date'), date: dateSchema(locale) }),
    ]),
  });
}
export type MembershipDatesRequest = z.infer<ReturnType<typeof membershipDatesSchema>>;

/** Every action that needs nothing but its reason (end the membership, anonymise). */
export function reasonOnlySchema(locale: Locale) {
  return z.strictObject({ reason: reasonSchema(locale) });
}

/** POST …/directory: take the member out of the directory, or give them back their own choice. */
export function directoryVisibilitySchema(locale: Locale) {
  return z.strictObject({ reason: reasonSchema(locale), hidden: z.boolean() });
}

/** POST …/resend-invoice */
export function resendInvoiceSchema(locale: Locale) {
  return z.strictObject({ reason: reasonSchema(locale), invoiceId: z.uuid() });
}

/**
 * POST …/refunds. The request key is made by the dialog when it opens, so a
 * second press of its button (or a retry) is the same refund, not another.
 */
export function refundRequestSchema(locale: Locale) {
  const text = adminMembersCatalog.in(locale);
  const amount = text('validation.amount');
  return z
    .strictObject({
      reason: reasonSchema(locale),
      paymentId: z.uuid(),
      requestKey: z.uuid(),
      amountCents: z.number(amount).int(amount).min(1, amount).max(100_000_000, amount),
      membership: z.enum(membershipAfterRefundChoices),
      newExpiresOn: dateSchema(locale).optional(),
    })
    .refine((body) => (body.membership === 'shorten') === (body.newExpiresOn !== undefined), {
      message: text('validation.newExpiresOn'),
      path: ['newExpiresOn'],
    });
}
export type RefundRequest = z.infer<ReturnType<typeof refundRequestSchema>>;
