import type { InvoiceDocument, InvoiceParty, VatCategory } from '../../src/shared/invoices/invoice-document';

/**
 * Issued invoices as the invoicing core freezes them, one per VAT treatment
 * the chamber meets: the renderers' tests draw and serialise these. Amounts
 * follow the default VAT mode, where the charged amount is the listed price.
 */

const chamber: InvoiceParty = {
  name: 'Stichting Qatar–Netherlands Chamber of Commerce',
  email: 'membership@qncc.example',
  registrationNumber: '81234567',
  vatNumber: 'NL862345671B01',
  address: { street: 'Lange Voorhout 44', postcode: '2514 EG', city: 'Den Haag', country: 'NL' },
};

const membershipYear = { start: '2026-03-14', end: '2027-03-13' };

/** A Dutch company at the standard rate, with a purchase order, in Dutch. */
export const dutchCompanyStandardRate: InvoiceDocument = {
  kind: 'invoice',
  number: '2026-000042',
  issueDate: '2026-03-14',
  supplyDate: '2026-03-14',
  locale: 'nl',
  currency: 'EUR',
  seller: chamber,
  buyer: {
    name: 'Van den Berg Logistiek B.V.',
    contactName: 'Sanne de Vries',
    email: 'crediteuren@vandenberg-logistiek.example',
    registrationNumber: '69854123',
    vatNumber: 'NL004495445B01',
    address: { street: 'Waalhaven Oostzijde 12', postcode: '3087 BM', city: 'Rotterdam', country: 'NL' },
  },
  purchaseOrder: 'PO-2026-0117',
  lines: [
    {
      description: 'Professional-lidmaatschap',
      period: membershipYear,
      quantity: 1,
      netCents: 103306,
      vatCategory: 'S',
      vatRatePercent: 21,
    },
  ],
  vatBreakdown: [{ category: 'S', ratePercent: 21, taxableCents: 103306, vatCents: 21694 }],
  totals: { netCents: 103306, vatCents: 21694, grossCents: 125000 },
  payment: { status: 'paid', reference: 'pi_3PqNcc2026Vdb0042', paidOn: '2026-03-14' },
};

/** A Belgian company with a valid VAT number: reverse charge, in English. */
export const belgianCompanyReverseCharge: InvoiceDocument = {
  kind: 'invoice',
  number: '2026-000043',
  issueDate: '2026-04-02',
  supplyDate: '2026-04-02',
  locale: 'en',
  currency: 'EUR',
  seller: chamber,
  buyer: {
    name: 'Scheldt Maritime Services NV',
    contactName: 'Pieter Claes',
    email: 'accounts@scheldt-maritime.example',
    registrationNumber: '0403.019.261',
    vatNumber: 'BE0403019261',
    address: { street: 'Noorderlaan 147', postcode: '2030', city: 'Antwerpen', country: 'BE' },
  },
  lines: [
    {
      description: 'Corporate membership',
      period: { start: '2026-04-02', end: '2027-04-01' },
      quantity: 1,
      netCents: 250000,
      vatCategory: 'AE',
      vatRatePercent: 0,
    },
  ],
  vatBreakdown: [
    {
      category: 'AE',
      ratePercent: 0,
      taxableCents: 250000,
      vatCents: 0,
      exemptionReason: 'Reverse charge: VAT to be accounted for by the recipient (Article 196 of Directive 2006/112/EC).',
      exemptionReasonCode: 'VATEX-EU-AE',
    },
  ],
  totals: { netCents: 250000, vatCents: 0, grossCents: 250000 },
  payment: { status: 'paid', reference: 'pi_3PqNcc2026Scm0043', paidOn: '2026-04-02' },
};

const qatariCompany: InvoiceParty = {
  name: 'Al Wakra Engineering W.L.L.',
  contactName: 'فاطمة الكعبي',
  email: 'finance@alwakra-engineering.example',
  registrationNumber: 'CR 145872',
  address: { street: 'Building 27, Street 340, Zone 56', postcode: '23351', city: 'Al Wakrah', country: 'QA' },
};

/** A Qatari company, outside the EU, in Arabic. */
export const qatariCompanyOutsideEu: InvoiceDocument = {
  kind: 'invoice',
  number: '2026-000044',
  issueDate: '2026-05-20',
  supplyDate: '2026-05-20',
  locale: 'ar',
  currency: 'EUR',
  seller: chamber,
  buyer: qatariCompany,
  lines: [
    {
      description: 'عضوية Professional',
      period: { start: '2026-05-20', end: '2027-05-19' },
      quantity: 1,
      netCents: 125000,
      vatCategory: 'G',
      vatRatePercent: 0,
    },
  ],
  vatBreakdown: [
    {
      category: 'G',
      ratePercent: 0,
      taxableCents: 125000,
      vatCents: 0,
      exemptionReason: 'معفاة من الضريبة: توريد إلى خارج الاتحاد الأوروبي.',
      exemptionReasonCode: 'VATEX-EU-G',
    },
  ],
  totals: { netCents: 125000, vatCents: 0, grossCents: 125000 },
  payment: { status: 'paid', reference: 'pi_3PqNcc2026Awe0044', paidOn: '2026-05-20' },
};

/** The same Qatari company where the supply is outside the scope of Dutch VAT altogether, in English. */
export const qatariCompanyOutsideScope: InvoiceDocument = {
  ...qatariCompanyOutsideEu,
  number: '2026-000045',
  locale: 'en',
  lines: qatariCompanyOutsideEu.lines.map((line) => ({ ...line, description: 'Professional membership', vatCategory: 'O' })),
  vatBreakdown: [
    {
      category: 'O',
      ratePercent: 0,
      taxableCents: 125000,
      vatCents: 0,
      exemptionReason: 'Outside the scope of VAT: services to a business established outside the EU.',
      exemptionReasonCode: 'VATEX-EU-O',
    },
  ],
  payment: { status: 'paid', reference: 'pi_3PqNcc2026Awe0045', paidOn: '2026-05-20' },
};

/** A private person in the Netherlands (a country, no address lines) when the chamber's dues are VAT-exempt, in Dutch. */
export const dutchPrivateBuyerExempt: InvoiceDocument = {
  kind: 'invoice',
  number: '2026-000046',
  issueDate: '2026-06-01',
  supplyDate: '2026-06-01',
  locale: 'nl',
  currency: 'EUR',
  seller: chamber,
  buyer: {
    name: 'Joost van Leeuwen',
    email: 'joost.vanleeuwen@example.nl',
    // A private buyer gives no address lines, only the country of their registration.
    address: { country: 'NL' },
  },
  lines: [
    {
      description: 'Young Professionals-lidmaatschap',
      period: { start: '2026-06-01', end: '2027-05-31' },
      quantity: 1,
      netCents: 15000,
      vatCategory: 'E',
      vatRatePercent: 0,
    },
  ],
  vatBreakdown: [
    {
      category: 'E',
      ratePercent: 0,
      taxableCents: 15000,
      vatCents: 0,
      exemptionReason: 'Vrijgesteld van btw: contributie aan een vereniging zonder winstoogmerk voor haar leden.',
      exemptionReasonCode: 'VATEX-EU-132-1L',
    },
  ],
  totals: { netCents: 15000, vatCents: 0, grossCents: 15000 },
  payment: { status: 'paid', reference: 'pi_3PqNcc2026Jvl0046', paidOn: '2026-06-01' },
};

/** The credit note for a refund of the whole invoice: every amount negated, naming the invoice it corrects. */
export function creditNoteFor(invoice: InvoiceDocument, number: string, issueDate: string): InvoiceDocument {
  return {
    ...invoice,
    kind: 'credit-note',
    number,
    issueDate,
    lines: invoice.lines.map((line) => ({ ...line, netCents: -line.netCents })),
    vatBreakdown: invoice.vatBreakdown.map((entry) => ({ ...entry, taxableCents: -entry.taxableCents, vatCents: -entry.vatCents })),
    totals: { netCents: -invoice.totals.netCents, vatCents: -invoice.totals.vatCents, grossCents: -invoice.totals.grossCents },
    payment: { ...invoice.payment, status: 'refunded', paidOn: issueDate },
    correctsInvoice: { number: invoice.number, issueDate: invoice.issueDate },
  };
}

/** The refund of the Dutch company's invoice. */
export const dutchCompanyCreditNote = creditNoteFor(dutchCompanyStandardRate, 'CN-2026-000003', '2026-04-20');

/** One invoice per VAT category. */
export const invoicePerCategory: Record<VatCategory, InvoiceDocument> = {
  S: dutchCompanyStandardRate,
  AE: belgianCompanyReverseCharge,
  G: qatariCompanyOutsideEu,
  O: qatariCompanyOutsideScope,
  E: dutchPrivateBuyerExempt,
};
