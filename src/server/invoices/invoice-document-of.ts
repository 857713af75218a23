import type { InvoiceDocument, InvoiceParty, InvoicePayment, VatCategory } from '@shared/invoices/invoice-document';
import type { Locale } from '@shared/locales';
import { billingMessages } from './billing-messages';
import type { PricedBilling } from './checkout-billing';
import { roundedQuotient } from './vat-amounts';
import type { NoVatReason } from './vat-treatment';

export interface InvoiceFacts {
  number: string;
  issueDate: string;
  supplyDate: string;
  locale: Locale;
  seller: InvoiceParty;
  billing: PricedBilling;
  registrant: { firstName: string; lastName: string; email: string };
  tierName: string;
  period: { start: string; end: string };
  payment: InvoicePayment;
}

const noVatReasons: Partial<Record<VatCategory, NoVatReason>> = { AE: 'reverseCharge', E: 'exempt', O: 'outsideEu' };

/** The buyer as the invoice names them: the company with the registrant as contact, or the registrant. */
function buyerParty(billing: PricedBilling, registrant: InvoiceFacts['registrant']): InvoiceParty {
  const fullName = `${registrant.firstName} ${registrant.lastName}`;
  if (billing.buyingFor === 'myself') return { name: fullName, email: registrant.email, address: { country: billing.country ?? '' } };
  return {
    name: billing.legalName ?? fullName,
    contactName: fullName,
    email: billing.billingEmail ?? registrant.email,
    ...(billing.registrationNumber ? { registrationNumber: billing.registrationNumber } : {}),
    ...(billing.vatNumber ? { vatNumber: billing.vatNumber } : {}),
    address: {
      street: billing.street ?? '',
      postcode: billing.postcode ?? '',
      city: billing.city ?? '',
      country: billing.country ?? '',
    },
  };
}

/** What an invoice for one membership payment says, from the charge its checkout was priced with. */
export function invoiceDocumentOf(facts: InvoiceFacts): InvoiceDocument {
  const { billing, locale } = facts;
  const text = billingMessages.in(locale);
  const vatRatePercent = billing.vatRateBasisPoints / 100;
  const reason = noVatReasons[billing.vatCategory];
  return {
    kind: 'invoice',
    number: facts.number,
    issueDate: facts.issueDate,
    supplyDate: facts.supplyDate,
    locale,
    currency: 'EUR',
    seller: facts.seller,
    buyer: buyerParty(billing, facts.registrant),
    ...(billing.purchaseOrder ? { purchaseOrder: billing.purchaseOrder } : {}),
    lines: [
      {
        description: text('line', { tier: facts.tierName }),
        period: facts.period,
        quantity: 1,
        netCents: billing.netCents,
        vatCategory: billing.vatCategory,
        vatRatePercent,
      },
    ],
    vatBreakdown: [
      {
        category: billing.vatCategory,
        ratePercent: vatRatePercent,
        taxableCents: billing.netCents,
        vatCents: billing.vatCents,
        ...(reason ? { exemptionReason: text(`noVat.${reason}`) } : {}),
        ...(billing.exemptionReasonCode ? { exemptionReasonCode: billing.exemptionReasonCode } : {}),
      },
    ],
    totals: { netCents: billing.netCents, vatCents: billing.vatCents, grossCents: billing.grossCents },
    payment: facts.payment,
  };
}

const negated = (cents: number) => 0 - cents;

/** A credit note of a paid invoice gives money back; one of an invoice never paid only cancels what it asked for. */
function creditedPayment(invoicePayment: InvoicePayment, reference: string, issueDate: string): InvoicePayment {
  if (invoicePayment.status === 'due') return { status: 'cancelled', method: 'bank_transfer', reference, cancelledOn: issueDate };
  // The money goes back the way it came.
  return { status: 'refunded', reference, paidOn: issueDate, ...(invoicePayment.method ? { method: invoicePayment.method } : {}) };
}

/** What part of an invoice a credit note takes back, as positive cents of the gross. */
export interface CreditShare {
  /** The gross this credit note takes back. */
  grossCents: number;
  /** The gross that earlier credit notes of the same invoice took back already. */
  creditedBeforeCents: number;
}

/**
 * The VAT and net of a partial credit, in the invoice's proportion. The VAT
 * is rounded on everything credited so far, not per note, so the notes of a
 * fully refunded invoice add up to its VAT exactly.
 */
function creditedAmounts(invoice: InvoiceDocument, share: CreditShare) {
  const { grossCents, vatCents } = invoice.totals;
  const vatUpTo = (credited: number) => roundedQuotient(vatCents * credited, grossCents);
  const vat = vatUpTo(share.creditedBeforeCents + share.grossCents) - vatUpTo(share.creditedBeforeCents);
  return { netCents: share.grossCents - vat, vatCents: vat, grossCents: share.grossCents };
}

/**
 * A credit note taking back an invoice, in full or in part: the same parties
 * and line with the amounts negated. A part is split into net and VAT in the
 * invoice's proportion; our invoices have one line and one VAT rate, and a
 * part of any other invoice is refused rather than guessed.
 */
export function creditNoteDocumentOf(
  invoice: InvoiceDocument,
  credit: { number: string; issueDate: string; refundReference: string; share?: CreditShare },
): InvoiceDocument {
  const whole = !credit.share || (credit.share.creditedBeforeCents === 0 && credit.share.grossCents === invoice.totals.grossCents);
  if (!whole && (invoice.lines.length !== 1 || invoice.vatBreakdown.length !== 1)) {
    throw new Error(`invoice ${invoice.number} has several lines or rates: it can only be credited in full`);
  }
  const part = credit.share && !whole ? creditedAmounts(invoice, credit.share) : invoice.totals;
  return {
    ...invoice,
    kind: 'credit-note',
    number: credit.number,
    issueDate: credit.issueDate,
    supplyDate: credit.issueDate,
    lines: invoice.lines.map((line) => ({ ...line, netCents: negated(whole ? line.netCents : part.netCents) })),
    vatBreakdown: invoice.vatBreakdown.map((entry) => ({
      ...entry,
      taxableCents: negated(whole ? entry.taxableCents : part.netCents),
      vatCents: negated(whole ? entry.vatCents : part.vatCents),
    })),
    totals: { netCents: negated(part.netCents), vatCents: negated(part.vatCents), grossCents: negated(part.grossCents) },
    payment: creditedPayment(invoice.payment, credit.refundReference, credit.issueDate),
    correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
  };
}
