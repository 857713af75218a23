import { describe, expect, it } from 'vitest';
import { belgianCompanyReverseCharge, qatariCompanyOutsideEu } from '../../../tests/helpers/invoice-documents';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { ublSchemas, validateXml } from '../../../tests/helpers/xml-schema';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { creditNoteDocumentOf } from '../invoices/invoice-document-of';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import { settledDocument } from '../invoices/invoice-settlement';
import { renderInvoiceUbl } from '../invoices/invoice-ubl';
import { referenceForInvoice } from './creditor-reference';

const payee = { name: 'Stichting Qatar–Netherlands Chamber of Commerce', iban: 'NL13TEST0123456789', bic: 'TESTNL20' };

function dueBy(invoice: InvoiceDocument, dueDate: string): InvoiceDocument {
  return {
    ...invoice,
    payment: { status: 'due', method: 'bank_transfer', reference: referenceForInvoice(invoice.number), dueDate, payee },
  };
}

const englishDue = dueBy(belgianCompanyReverseCharge, '2026-04-16');
const arabicDue = dueBy(qatariCompanyOutsideEu, '2026-06-03');

describe('an invoice due by bank transfer, as PDF and UBL', () => {
  it('prints the amount, due date, account and reference in English, and renders the same bytes twice', async () => {
    const pdf = await renderInvoicePdf(englishDue);
    expect(pdf.equals(await renderInvoicePdf(englishDue))).toBe(true);
    const text = await pdfText(pdf);
    expect(text).toContain('PAYMENT DUE');
    expect(text).toContain('by April 16, 2026');
    expect(text).toContain('NL13 TEST 0123 4567 89');
    expect(text).toContain('TESTNL20');
    expect(text).toContain(englishDue.payment.reference.replace(/(.{4})(?=.)/g, '$1 '));
  });

  it('keeps the IBAN and the reference in one left-to-right run in Arabic', async () => {
    const text = await pdfText(await renderInvoicePdf(arabicDue));
    expect(text).toContain('NL13 TEST 0123 4567 89');
    expect(text).toContain(arabicDue.payment.reference.replace(/(.{4})(?=.)/g, '$1 '));
    expect(text).toContain('مستحقة الدفع');
  });

  it('says SEPA credit transfer in UBL, with the payee account, the reference and the due date, nothing prepaid', () => {
    const ubl = renderInvoiceUbl(englishDue);
    expect(validateXml(ubl, ublSchemas.invoice)).toEqual({ valid: true, errors: '' });
    const xml = ubl.replace(/>\s+</g, '><');
    expect(xml).toContain('<cbc:DueDate>2026-04-16</cbc:DueDate>');
    expect(xml).toContain(
      `<cac:PaymentMeans><cbc:PaymentMeansCode name="Bank transfer">58</cbc:PaymentMeansCode><cbc:PaymentID>${englishDue.payment.reference}</cbc:PaymentID><cac:PayeeFinancialAccount><cbc:ID>NL13TEST0123456789</cbc:ID><cbc:Name>${payee.name}</cbc:Name><cac:FinancialInstitutionBranch><cbc:ID>TESTNL20</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans>`,
    );
    expect(xml).toContain('<cbc:PrepaidAmount currencyID="EUR">0.00</cbc:PrepaidAmount>');
    expect(xml).toContain(`<cbc:PayableAmount currencyID="EUR">${(englishDue.totals.grossCents / 100).toFixed(2)}</cbc:PayableAmount>`);
  });

  it('renders as paid once the transfer is recorded, from the document and the day received', async () => {
    const paid = settledDocument(englishDue, '2026-04-10');
    expect(paid.payment).toEqual({
      status: 'paid',
      method: 'bank_transfer',
      reference: englishDue.payment.reference,
      paidOn: '2026-04-10',
    });
    const text = await pdfText(await renderInvoicePdf(paid));
    expect(text).toContain('PAID');
    expect(text).toContain('Paid in full on April 10, 2026');
    expect(text).not.toContain('NL13 TEST');
    expect(validateXml(renderInvoiceUbl(paid), ublSchemas.invoice).valid).toBe(true);
    expect(settledDocument(belgianCompanyReverseCharge, '2026-04-10')).toBe(belgianCompanyReverseCharge);
  });

  it('is cancelled in full by the credit note of its lapse, which refunds nothing', async () => {
    const note = creditNoteDocumentOf(englishDue, {
      number: 'CN-2026-000009',
      issueDate: '2026-04-17',
      refundReference: englishDue.payment.reference,
    });
    expect(note.payment).toEqual({
      status: 'cancelled',
      method: 'bank_transfer',
      reference: englishDue.payment.reference,
      cancelledOn: '2026-04-17',
    });
    expect(note.totals.grossCents).toBe(-englishDue.totals.grossCents);
    const text = await pdfText(await renderInvoicePdf(note));
    expect(text).toContain('CANCELLED');
    expect(text).toContain('Cancelled on April 17, 2026');
    expect(validateXml(renderInvoiceUbl(note), ublSchemas.creditNote)).toEqual({ valid: true, errors: '' });
  });
});
