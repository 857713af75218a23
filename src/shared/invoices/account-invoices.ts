// Apart from the billing schema, so the member area's invoice table needs no zod.
import type { PaymentMethod } from '../payment-methods';

/** One issued invoice or credit note as the member area lists it (GET /api/account/invoices). */
export interface AccountInvoice {
  kind: 'invoice' | 'credit-note';
  number: string;
  /** ISO calendar date (YYYY-MM-DD). */
  issueDate: string;
  period: { start: string; end: string };
  /** The total, VAT included; negative on a credit note. */
  grossCents: number;
  currency: 'EUR';
  /** The receipt number of the payment it is for, once paid: that payment's receipt is not listed again. */
  receiptNumber: string | null;
  /** Paid (or refunded) at checkout; or, for an invoice paid by bank transfer, due until the money is recorded, cancelled if it lapsed. */
  status: 'paid' | 'refunded' | 'due' | 'cancelled';
  /** How an invoice was paid or is to be paid; a credit note names none. */
  paymentMethod?: PaymentMethod;
}

export type InvoiceFormat = 'pdf' | 'xml';

/** Where a member downloads an issued document as a PDF or as a UBL file. */
export function invoiceFilePath(number: string, format: InvoiceFormat): string {
  return `/api/account/invoices/${encodeURIComponent(number)}/${format}`;
}
