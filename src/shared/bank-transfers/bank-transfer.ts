// Apart from the schemas, so pages that only show a transfer load no zod.
import type { PayeeAccount } from '../invoices/invoice-document';

export const bankTransferStatuses = ['open', 'paid', 'lapsed'] as const;
export type BankTransferStatus = (typeof bankTransferStatuses)[number];

/**
 * What a buyer paying by bank transfer is asked to do, and how it stands:
 * the answer to ordering, and what the member area and the back office show.
 */
export interface BankTransferInstructions {
  id: string;
  status: BankTransferStatus;
  tierName: string;
  invoiceNumber: string;
  /** ISO calendar dates (YYYY-MM-DD). */
  issueDate: string;
  dueDate: string;
  amountCents: number;
  currency: 'EUR';
  /** ISO 11649 creditor reference, electronic form (RF…, no spaces). */
  reference: string;
  payee: PayeeAccount;
  /** Once paid: the day the money arrived. */
  receivedOn?: string;
}

/** POST /api/account/renewal-transfer and POST /api/membership-transfer answer this. */
export interface BankTransferOrder {
  transfer: BankTransferInstructions;
  /** Where the instructions stay visible: the member area (the buyer is signed in by ordering). */
  accountPath: string;
}

/** Where the instructions page is; the member area links to it too. */
export const bankTransferPagePath = '/membership/bank-transfer';

/**
 * GET /api/admin/bank-transfers: the transfers, and today in the chamber's
 * invoicing calendar, the latest day money can have arrived. Finance may sit in
 * Doha or travel: the browser's own date can already be tomorrow, or still
 * yesterday, where the invoices are dated.
 */
export interface BankTransferList {
  today: string;
  transfers: BankTransferListRow[];
}

/** One row of the back office's bank transfers list. */
export interface BankTransferListRow extends BankTransferInstructions {
  /** Open on or past its due date: the buyer has been reminded on the due date; the day after, it lapses. */
  overdue: boolean;
  accountId: string;
  /** The company the invoice is for, and who ordered. */
  companyName: string;
  contactName: string;
  email: string;
  bankReference?: string;
}

/** The dashboard's bank-transfer figures: what is waiting, and what of it is due today or past due. */
export interface BankTransferFigures {
  open: { count: number; amountCents: number };
  overdue: { count: number; amountCents: number };
}

/** Why a statement line was not matched to an open transfer. */
export const unmatchedReasons = ['noReference', 'unknownReference', 'notOpen', 'amountDiffers', 'unreadable'] as const;
export type UnmatchedReason = (typeof unmatchedReasons)[number];

/** One line of an imported bank statement, as the preview shows it. */
export interface StatementLine {
  /** The line's number in the file (the header is line 1). */
  line: number;
  bookedOn: string | null;
  amountCents: number | null;
  /** The creditor reference found in the line's text, electronic form. */
  reference: string | null;
  match: { transferId: string; invoiceNumber: string; companyName: string } | null;
  unmatched: UnmatchedReason | null;
  /** After applying: recorded now, already recorded before, or refused (say, booked before the invoice's date). */
  recorded?: 'recorded' | 'alreadyPaid' | 'refused';
}

/** A statement file's text as the import takes it: its lines, blank ones left out (no API field carries a line break). */
export function statementLines(csv: string): string[] {
  return csv.split(/\r?\n/).filter((line) => line.trim() !== '');
}
