import type { Locale } from '@shared/locales';
import type { PaymentMethod } from '@shared/payment-methods';

/**
 * Everything an issued invoice or credit note says, frozen at issue. The PDF
 * and the UBL file are rendered from this alone, so the same document always
 * renders to the same bytes. Amounts are integer cents; dates are ISO
 * calendar dates (YYYY-MM-DD) in the chamber's time zone.
 */
export interface InvoiceDocument {
  kind: 'invoice' | 'credit-note';
  /** Gap-free per year series, e.g. "2026-000042" (invoices) or "CN-2026-000003" (credit notes). */
  number: string;
  issueDate: string;
  /** The tax point: the day the payment was received. */
  supplyDate: string;
  /** The buyer's language: the PDF's language and layout. */
  locale: Locale;
  currency: 'EUR';
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The buyer's purchase-order reference, when they gave one. */
  purchaseOrder?: string;
  lines: InvoiceLine[];
  /** One entry per VAT rate or exemption category used by the lines. */
  vatBreakdown: VatBreakdownEntry[];
  totals: { netCents: number; vatCents: number; grossCents: number };
  payment: InvoicePayment;
  /** A credit note names the invoice it corrects. */
  correctsInvoice?: { number: string; issueDate: string };
}

/** The account a bank transfer goes to, as the invoice asking for it names it. */
export interface PayeeAccount {
  name: string;
  /** Electronic format, no spaces: NL91ABNA0417164300. */
  iban: string;
  bic: string;
}

/**
 * How the document stands with its money, frozen at issue. Paid at once (by
 * the provider) or refunded by a credit note; or, for an invoice paid by bank
 * transfer, due by a date to the chamber's account, or cancelled by a credit
 * note when it lapsed unpaid. A due invoice stays due as issued: its payment
 * is a record of its own (decision 0045).
 */
export type InvoicePayment =
  /**
   * `method` is absent on documents issued before payment methods were told
   * apart (all by card); a SEPA Direct Debit names the mandate it was collected under.
   */
  | { status: 'paid' | 'refunded'; reference: string; paidOn: string; method?: PaymentMethod; mandateReference?: string }
  /** `reference` is the structured creditor reference (ISO 11649) the buyer quotes with the transfer. */
  | { status: 'due'; method: 'bank_transfer'; reference: string; dueDate: string; payee: PayeeAccount }
  | { status: 'cancelled'; method: 'bank_transfer'; reference: string; cancelledOn: string };

export interface InvoiceParty {
  /** The legal name for a company; the person's full name for a private buyer. */
  name: string;
  /** For a company buyer: who bought (the registrant). */
  contactName?: string;
  email: string;
  registrationNumber?: string;
  vatNumber?: string;
  /**
   * Always there, because Peppol requires the buyer's country (BT-55). A
   * private buyer gives no address lines, only the country they registered
   * with; the country is empty when they registered from a country the form
   * does not list ("other").
   */
  address: { street?: string; postcode?: string; city?: string; country: string /* ISO 3166-1 alpha-2 */ };
}

export interface InvoiceLine {
  /** What was bought, in the buyer's language, e.g. "Professional membership". */
  description: string;
  /** The membership period the line covers, or an event's days. */
  period: { start: string; end: string };
  /** What the period is: a membership's (when absent) or the days of the event whose seats the line sells. */
  periodOf?: 'event';
  quantity: 1;
  /** Net amount of the line (negative on a credit note). */
  netCents: number;
  vatCategory: VatCategory;
  /** Percent, e.g. 21; 0 for exempt, reverse charge and outside scope. */
  vatRatePercent: number;
}

/** UNCL5305 tax category codes as Peppol BIS 3.0 uses them. */
export type VatCategory =
  | 'S' // standard rate
  | 'E' // exempt
  | 'AE' // reverse charge
  | 'G' // export outside the EU
  | 'O'; // outside the scope of VAT

export interface VatBreakdownEntry {
  category: VatCategory;
  ratePercent: number;
  taxableCents: number;
  vatCents: number;
  /** Why no VAT is charged, in the buyer's language ("Reverse charge", "VAT exempt" …), when category is not S. */
  exemptionReason?: string;
  /** The machine code for it (VATEX-EU-AE, VATEX-EU-G, VATEX-EU-O …). */
  exemptionReasonCode?: string;
}
