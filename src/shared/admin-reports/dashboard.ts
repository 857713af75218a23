import type { BankTransferFigures } from '../bank-transfers/bank-transfer';

/** GET /api/admin/dashboard: the figures staff see first. Money in integer cents (euros). */
export interface DashboardFigures {
  /** The moment the figures were taken, and the time zone months and years are counted in. */
  asOf: string;
  timeZone: string;
  activeMembersByTier: { tierSlug: string; tierName: string; count: number }[];
  revenue: { month: RevenueFigure; year: RevenueFigure };
  expiringSoon: { days: number; count: number; members: ExpiringMember[] };
  attention: {
    refundsDue: number;
    refundsFailed: number;
    activationsFailed: number;
    awaitingPayment: number;
    /** Payments the provider had been processing that failed after all (SEPA debits returned by the bank). */
    failedAfterProcessing: number;
    items: AttentionItem[];
  };
  newSubscribers: { days: number; pending: number; confirmed: number };
  deletionRequests: { count: number; requests: OpenDeletionRequest[] };
  /** Memberships ordered by bank transfer whose money has not arrived. */
  bankTransfers: BankTransferFigures;
}

export interface RevenueFigure {
  /** The first day of the period (YYYY-MM-DD) in the time zone. */
  since: string;
  payments: number;
  receivedCents: number;
  refundedCents: number;
  netCents: number;
}

export interface ExpiringMember {
  accountId: string;
  name: string;
  email: string;
  tierName: string;
  expiresAt: string;
}

export const attentionKinds = ['refund_failed', 'refund_due', 'activation_failed', 'failed_after_processing', 'awaiting_payment'] as const;
export type AttentionKind = (typeof attentionKinds)[number];

export interface AttentionItem {
  kind: AttentionKind;
  paymentIntentId: string;
  email: string;
  amountCents: number;
  at: string;
  /** Why: the refund reason or the provider's last error. */
  detail: string | null;
}

export interface OpenDeletionRequest {
  id: string;
  accountId: string;
  name: string;
  email: string;
  message: string | null;
  requestedAt: string;
}
