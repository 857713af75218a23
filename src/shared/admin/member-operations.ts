import { z } from 'zod';
import type { Locale } from '../locales';
import type { StaffRole } from '../staff-roles';
import { countries } from '../membership-constants';
import { adminMembersCatalog } from './admin-members-catalog';

/**
 * The back office's member operations: what staff may ask for and the
 * schemas that check it, shared by the staff pages' forms and the API.
 */

/**
 * Who may do what with members (admin may do everything): finding and reading
 * them is for whoever looks after them or their money; changing a membership
 * or a member's data for membership staff; giving money back for finance.
 * The routes check these, and the pages show only the actions they allow.
 */
export const memberRoles = {
  read: ['membership', 'finance'],
  change: ['membership'],
  refund: ['finance'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const memberStatuses = ['active', 'expiring', 'expired', 'pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A membership counts as expiring in its last 30 days. */
export const EXPIRING_WITHIN_DAYS = 30;
export const MEMBERS_PAGE_SIZE = 25;
export const MIN_REASON = 3;
export const MAX_REASON = 500;
/** No staff change moves a membership by more than ten years at once. */
export const MAX_DAYS_CHANGE = 3650;

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

export const membershipAfterRefundChoices = ['keep', 'end', 'shorten'] as const;
export type MembershipAfterRefund = (typeof membershipAfterRefundChoices)[number];

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

/** One row of the members list. */
export interface MemberListRow {
  /** The account; for a pending checkout (no account yet) the checkout's id. */
  id: string;
  kind: 'account' | 'checkout';
  name: string;
  email: string;
  username: string;
  companyName: string | null;
  country: string;
  tierName: string | null;
  status: MemberStatus;
  expiresAt: string | null;
}

export interface MemberListPage {
  rows: MemberListRow[];
  page: number;
  pageSize: number;
  total: number;
}

export interface MemberPaymentView {
  id: string;
  receiptNumber: string;
  tierName: string;
  provider: string;
  amountCents: number;
  refundedCents: number;
  currency: string;
  paidAt: string;
  periodStart: string;
  periodEnd: string;
}

export interface MemberDocumentView {
  id: string;
  kind: 'invoice' | 'credit-note';
  number: string;
  issueDate: string;
  grossCents: number;
  /** On a credit note: the number of the invoice it corrects. */
  correctsNumber: string | null;
  paymentId: string;
}

export interface MemberEmailView {
  id: string;
  subject: string;
  toAddress: string;
  status: 'pending' | 'sent';
  createdAt: string;
  sentAt: string | null;
}

export interface MemberHistoryEntry {
  at: string;
  action: string;
  actorEmail: string | null;
  reason: string | null;
}

export interface MemberBillingView {
  source: 'account' | 'last-checkout';
  buyingFor: 'myself' | 'company';
  legalName: string | null;
  registrationNumber: string | null;
  vatNumber: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: string | null;
  billingEmail: string | null;
  purchaseOrder: string | null;
}

/** Everything the member page shows. */
export interface MemberDetail {
  profile: {
    id: string;
    username: string;
    firstName: string;
    lastName: string;
    email: string;
    phoneNumber: string | null;
    country: string;
    companyName: string | null;
    locale: string;
    createdAt: string;
    anonymisedAt: string | null;
  };
  directory: { optedIn: boolean; hiddenByStaff: boolean; listed: boolean };
  membership: {
    status: Exclude<MemberStatus, 'pending'>;
    tierName: string;
    startsAt: string;
    expiresAt: string;
  } | null;
  billing: MemberBillingView | null;
  payments: MemberPaymentView[];
  documents: MemberDocumentView[];
  emails: MemberEmailView[];
  history: MemberHistoryEntry[];
}
