import { describe, expect, it } from 'vitest';
import {
  creditNoteFor,
  dutchCompanyCreditNote,
  dutchCompanyStandardRate,
  invoicePerCategory,
} from '../../../tests/helpers/invoice-documents';
import { ublSchemas, validateXml } from '../../../tests/helpers/xml-schema';
import type { InvoiceDocument, VatCategory } from '@shared/invoices/invoice-document';
import { peppolBis, renderInvoiceUbl } from './invoice-ubl';

const categories = Object.keys(invoicePerCategory) as VatCategory[];
const documentsPerCategory = categories.flatMap((category) => {
  const invoice = invoicePerCategory[category];
  return [
    { name: `${category} invoice`, document: invoice },
    { name: `${category} credit note`, document: creditNoteFor(invoice, `CN-${invoice.number}`, '2026-12-01') },
  ];
});

const schemaOf = (document: InvoiceDocument) => (document.kind === 'credit-note' ? ublSchemas.creditNote : ublSchemas.invoice);

/** The text of the first element with this name inside the given XML. */
function valueOf(xml: string, element: string): string {
  const match = new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`).exec(xml);
  if (!match?.[1]) throw new Error(`no ${element} in ${xml.slice(0, 200)}`);
  return match[1];
}

/** Every block with this name, e.g. each invoice line. */
const blocksOf = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}>([\\s\\S]*?)</${element}>`, 'g'))].map((match) => match[1] ?? '');

/** Amounts in cents, so that sums are exact. */
const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('UBL invoice (Peppol BIS Billing 3.0)', () => {
  it.each(documentsPerCategory)('writes a $name that the schema accepts', ({ document }) => {
    const { valid, errors } = validateXml(renderInvoiceUbl(document), schemaOf(document));
    expect(errors).toBe('');
    expect(valid).toBe(true);
  });

  it('lets the schema refuse a broken document, so that its acceptance means something', () => {
    const xml = renderInvoiceUbl(dutchCompanyStandardRate);
    const outOfOrder = xml.replace(/(<cbc:IssueDate>[^<]*<\/cbc:IssueDate>)\s*(<cbc:InvoiceTypeCode>[^<]*<\/cbc:InvoiceTypeCode>)/, '$2$1');
    const withoutCurrency = xml.replace(' currencyID="EUR"', '');
    const threeDecimals = xml.replace('1033.06</cbc:TaxableAmount>', '1033.060</cbc:TaxableAmount>');
    const withoutLines = xml.replace(/<cac:InvoiceLine>[\s\S]*<\/cac:InvoiceLine>/, '');
    for (const broken of [outOfOrder, withoutCurrency, threeDecimals, withoutLines]) {
      expect(broken).not.toBe(xml);
      expect(validateXml(broken, ublSchemas.invoice).valid).toBe(false);
    }
    // An invoice is not a credit note.
    expect(validateXml(xml, ublSchemas.creditNote).valid).toBe(false);
  });

  it.each(documentsPerCategory)('adds up in the $name as Peppol BIS requires', ({ document }) => {
    const xml = renderInvoiceUbl(document);
    const [totals = ''] = blocksOf(xml, 'cac:LegalMonetaryTotal');
    const [taxTotal = ''] = blocksOf(xml, 'cac:TaxTotal');
    const lineTag = document.kind === 'credit-note' ? 'cac:CreditNoteLine' : 'cac:InvoiceLine';
    const lineNet = blocksOf(xml, lineTag).map((line) => cents(valueOf(line, 'cbc:LineExtensionAmount')));
    const subtotalTax = blocksOf(taxTotal, 'cac:TaxSubtotal').map((subtotal) => cents(valueOf(subtotal, 'cbc:TaxAmount')));
    const total = (element: string) => cents(valueOf(totals, element));

    // BR-CO-10, BR-CO-13: the lines add up to the total without VAT (there are no allowances or charges).
    expect(lineNet.reduce((sum, net) => sum + net, 0)).toBe(total('cbc:LineExtensionAmount'));
    expect(total('cbc:TaxExclusiveAmount')).toBe(total('cbc:LineExtensionAmount'));
    // BR-CO-14, BR-CO-15: the VAT is the sum of its categories, and the total with VAT adds it.
    const tax = cents(valueOf(taxTotal, 'cbc:TaxAmount'));
    expect(subtotalTax.reduce((sum, amount) => sum + amount, 0)).toBe(tax);
    expect(total('cbc:TaxInclusiveAmount')).toBe(total('cbc:TaxExclusiveAmount') + tax);
    // BR-CO-16: what is left to pay is the total less what was paid at checkout: nothing.
    expect(total('cbc:PayableAmount')).toBe(total('cbc:TaxInclusiveAmount') - total('cbc:PrepaidAmount'));
    expect(total('cbc:PayableAmount')).toBe(0);
    // The figures are the document's, positive on a credit note as the CreditNote document means them.
    expect(total('cbc:TaxInclusiveAmount')).toBe(Math.abs(document.totals.grossCents));
  });

  it.each(documentsPerCategory)('identifies the $name as Peppol BIS Billing 3.0 with its VAT treatment', ({ document }) => {
    const xml = renderInvoiceUbl(document);
    expect(valueOf(xml, 'cbc:CustomizationID')).toBe(peppolBis.customizationId);
    expect(valueOf(xml, 'cbc:ProfileID')).toBe(peppolBis.profileId);
    expect(valueOf(xml, 'cbc:ID')).toBe(document.number);
    expect(valueOf(xml, 'cbc:TaxPointDate')).toBe(document.supplyDate);
    const [category] = document.vatBreakdown;
    const [subtotal = ''] = blocksOf(xml, 'cac:TaxCategory');
    expect(valueOf(subtotal, 'cbc:ID')).toBe(category?.category);
    if (category?.category === 'S') expect(subtotal).not.toContain('TaxExemptionReason');
    else expect(valueOf(subtotal, 'cbc:TaxExemptionReasonCode')).toBe(category?.exemptionReasonCode);
    // BR-O-02: outside the scope of VAT neither party's VAT number is given; otherwise the seller's always is.
    if (category?.category === 'O') expect(xml).not.toContain('cac:PartyTaxScheme');
    else expect(blocksOf(xml, 'cac:AccountingSupplierParty')[0]).toContain(`<cbc:CompanyID>${document.seller.vatNumber}</cbc:CompanyID>`);
    // Both parties have an electronic address (PEPPOL-EN16931-R010, R020).
    expect(xml.match(/<cbc:EndpointID schemeID="[^"]+">[^<]+<\/cbc:EndpointID>/g)).toHaveLength(2);
  });

  it('types an invoice 380 and a credit note 381 that names the invoice it corrects', () => {
    const invoice = renderInvoiceUbl(dutchCompanyStandardRate);
    expect(invoice).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/,
    );
    expect(valueOf(invoice, 'cbc:InvoiceTypeCode')).toBe('380');
    expect(invoice).not.toContain('BillingReference');
    expect(valueOf(invoice, 'cbc:ID')).toBe('2026-000042');
    expect(valueOf(blocksOf(invoice, 'cac:OrderReference')[0] ?? '', 'cbc:ID')).toBe('PO-2026-0117');

    const creditNote = renderInvoiceUbl(dutchCompanyCreditNote);
    expect(creditNote).toMatch(/<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2"/);
    expect(valueOf(creditNote, 'cbc:CreditNoteTypeCode')).toBe('381');
    const [corrected = ''] = blocksOf(creditNote, 'cac:InvoiceDocumentReference');
    expect(valueOf(corrected, 'cbc:ID')).toBe('2026-000042');
    expect(valueOf(corrected, 'cbc:IssueDate')).toBe('2026-03-14');
  });

  it('gives the membership period, the payment and the buyer reference', () => {
    const xml = renderInvoiceUbl(invoicePerCategory.E);
    const [period = ''] = blocksOf(xml, 'cac:InvoicePeriod');
    expect(valueOf(period, 'cbc:StartDate')).toBe('2026-06-01');
    expect(valueOf(period, 'cbc:EndDate')).toBe('2027-05-31');
    expect(valueOf(xml, 'cbc:PaymentID')).toBe('pi_3PqNcc2026Jvl0046');
    // A private buyer without a purchase order is referred to by name and addressed by e-mail.
    expect(valueOf(xml, 'cbc:BuyerReference')).toBe('Joost van Leeuwen');
    expect(xml).toContain('<cbc:EndpointID schemeID="EM">joost.vanleeuwen@example.nl</cbc:EndpointID>');
    // Their address is the country alone, without empty lines.
    const [buyerAddress = ''] = blocksOf(blocksOf(xml, 'cac:AccountingCustomerParty')[0] ?? '', 'cac:PostalAddress');
    expect(buyerAddress.replace(/\s+/g, '')).toBe('<cac:Country><cbc:IdentificationCode>NL</cbc:IdentificationCode></cac:Country>');
    expect(renderInvoiceUbl(invoicePerCategory.E)).toBe(xml);
  });

  it.each([
    { method: undefined, code: '48', name: 'Card' },
    { method: 'card' as const, code: '48', name: 'Card' },
    { method: 'ideal' as const, code: '68', name: 'iDEAL | Wero' },
    { method: 'bancontact' as const, code: '68', name: 'Bancontact' },
    { method: 'sepa_debit' as const, code: '59', name: 'SEPA Direct Debit' },
  ])('names the payment means of $name as UNCL4461 $code, which the schema accepts', ({ method, code, name }) => {
    const mandate = method === 'sepa_debit' ? { mandateReference: 'mandate_1NccSepa2026' } : {};
    const invoice: InvoiceDocument = {
      ...dutchCompanyStandardRate,
      payment: { status: 'paid', reference: 'QNCC-2026-000042', paidOn: '2026-11-20', ...(method ? { method } : {}), ...mandate },
    };
    for (const document of [invoice, creditNoteFor(invoice, 'CN-2026-000042', '2026-12-01')]) {
      const xml = renderInvoiceUbl(document);
      const [means = ''] = blocksOf(xml, 'cac:PaymentMeans');
      expect(means).toContain(`<cbc:PaymentMeansCode name="${name}">${code}</cbc:PaymentMeansCode>`);
      expect(validateXml(xml, schemaOf(document)).errors).toBe('');
    }
    const [means = ''] = blocksOf(renderInvoiceUbl(invoice), 'cac:PaymentMeans');
    if (method === 'sepa_debit') expect(valueOf(means, 'cbc:ID')).toBe('mandate_1NccSepa2026');
    else expect(means).not.toContain('PaymentMandate');
  });
});
