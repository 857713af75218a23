import type { StaffRole } from '../staff-roles';

/**
 * The back office's member operations without zod: who may do what, the
 * statuses and limits, and what the API answers. The pages import these on
 * their first load; the schemas (member-operations.ts) load with a form.
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

export const membershipAfterRefundChoices = ['keep', 'end', 'shorten'] as const;
export type MembershipAfterRefund = (typeof membershipAfterRefundChoices)[number];

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
  /** None on an invoice issued before its bank transfer arrived (or cancelled unpaid). */
  paymentId: string | null;
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
