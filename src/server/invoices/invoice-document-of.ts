import type { InvoiceDocument, InvoiceParty, VatCategory } from '@shared/invoices/invoice-document';
import type { Locale } from '@shared/locales';
import { billingMessages } from './billing-messages';
import type { PricedBilling } from './checkout-billing';
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
  paymentReference: string;
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
    payment: { status: 'paid', reference: facts.paymentReference, paidOn: facts.supplyDate },
  };
}

const negated = (cents: number) => 0 - cents;

/** A credit note taking back an invoice in full: the same parties and lines with the amounts negated. */
export function creditNoteDocumentOf(
  invoice: InvoiceDocument,
  credit: { number: string; issueDate: string; refundReference: string },
): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit-note',
    number: credit.number,
    issueDate: credit.issueDate,
    supplyDate: credit.issueDate,
    lines: invoice.lines.map((line) => ({ ...line, netCents: negated(line.netCents) })),
    vatBreakdown: invoice.vatBreakdown.map((entry) => ({
      ...entry,
      taxableCents: negated(entry.taxableCents),
      vatCents: negated(entry.vatCents),
    })),
    totals: {
      netCents: negated(invoice.totals.netCents),
      vatCents: negated(invoice.totals.vatCents),
      grossCents: negated(invoice.totals.grossCents),
    },
    payment: { status: 'refunded', reference: credit.refundReference, paidOn: credit.issueDate },
    correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
  };
}
