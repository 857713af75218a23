import { describe, expect, it, vi } from 'vitest';
import {
  belgianCompanyReverseCharge,
  dutchCompanyCreditNote,
  dutchCompanyStandardRate,
  dutchPrivateBuyerExempt,
  invoicePerCategory,
  qatariCompanyOutsideEu,
} from '../../../tests/helpers/invoice-documents';
import { catalogText } from '../../../tests/helpers/messages';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { formatDate } from '@shared/format/dates';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { locales } from '@shared/locales';
import { renderInvoicePdf } from './invoice-pdf';

/** The total as it reads back from each language's PDF: Latin digits, the language's separators, the euro sign on either side. */
const totalPattern = { en: /€1,250\.00/, ar: /€ ?1,250\.00|1,250\.00 ?€/, nl: /€ 1\.250,00/ };

describe('invoice PDF', () => {
  it('renders the same document to the same bytes, again and after a fresh import', async () => {
    const documents = [...Object.values(invoicePerCategory), dutchCompanyCreditNote];
    const first = await Promise.all(documents.map(renderInvoicePdf));
    const second = await Promise.all(documents.map(renderInvoicePdf));
    vi.resetModules();
    const fresh: { renderInvoicePdf: typeof renderInvoicePdf } = await import('./invoice-pdf');
    const third = await Promise.all(documents.map(fresh.renderInvoicePdf));
    const sameBytes = (a: Buffer[], b: Buffer[]) => a.map((pdf, i) => pdf.equals(b[i] ?? Buffer.alloc(0)));
    expect(sameBytes(first, second)).toEqual(documents.map(() => true));
    expect(sameBytes(first, third)).toEqual(documents.map(() => true));
    // Different documents still differ: the bytes follow the document, not a constant.
    expect(new Set(first.map((pdf) => pdf.toString('base64'))).size).toBe(documents.length);
  });

  it('dates the file by its issue date, not by the clock', async () => {
    const pdf = (await renderInvoicePdf(dutchCompanyStandardRate)).toString('latin1');
    // pdfkit writes both dates as objects of their own, the file ID from them.
    expect(pdf.match(/\(D:20260314000000Z\)/g)).toHaveLength(2);
    expect(pdf).not.toMatch(/\(D:(?!20260314000000Z)\d{14}Z\)/);
    expect(/\/Lang \((\w+)\)/.exec(pdf)?.[1]).toBe('nl');
  });

  it.each(locales)('holds the number, both VAT numbers and the total in %s', async (locale) => {
    const text = await pdfText(await renderInvoicePdf({ ...dutchCompanyStandardRate, locale }));
    expect(text).toContain('2026-000042');
    expect(text).toContain('NL862345671B01');
    expect(text).toContain('NL004495445B01');
    expect(text).toMatch(totalPattern[locale]);
    expect(text).toContain('PO-2026-0117');
    expect(text).toContain('pi_3PqNcc2026Vdb0042');
  });

  it('writes an Arabic invoice in shaped Arabic words, with the Latin names and numbers readable', async () => {
    const text = await pdfText(await renderInvoicePdf(qatariCompanyOutsideEu));
    // Words whose letters form no ligature: extractors put a ligature's letters back in the wrong order (decision 0021).
    for (const label of ['details', 'paymentReference', 'description'] as const)
      expect(text).toContain(catalogText('ar', 'invoice', label));
    expect(text).toContain(catalogText('ar', 'invoice', 'title', { kind: 'invoice' }));
    expect(text).toContain(catalogText('ar', 'invoice', 'status', { status: 'paid' }));
    expect(text).toContain('لعناية فاطمة');
    expect(text).toContain('قطر');
    expect(text).toContain('Al Wakra Engineering W.L.L.');
    expect(text).toContain('2026-000044');
    expect(text).not.toContain('Invoice');
  });

  it('names the VAT treatment where no VAT is charged', async () => {
    const reasons = [belgianCompanyReverseCharge, dutchPrivateBuyerExempt, invoicePerCategory.O].map(async (invoice) => ({
      invoice,
      text: (await pdfText(await renderInvoicePdf(invoice))).replace(/\s+/g, ' '),
    }));
    for (const { invoice, text } of await Promise.all(reasons))
      for (const { exemptionReason } of invoice.vatBreakdown) expect(text).toContain(exemptionReason);
  });

  it('addresses a private buyer by name and country alone', async () => {
    const lines = (await pdfText(await renderInvoicePdf(dutchPrivateBuyerExempt))).split('\n').map((line) => line.trim());
    const name = lines.indexOf('Joost van Leeuwen');
    expect(lines.slice(name + 1, name + 3)).toEqual(['Nederland', 'joost.vanleeuwen@example.nl']);
  });

  it('titles a credit note as one and names the invoice it corrects', async () => {
    const creditNote: InvoiceDocument = dutchCompanyCreditNote;
    const text = await pdfText(await renderInvoicePdf(creditNote));
    expect(text).toContain(`${catalogText('nl', 'invoice', 'number', { kind: 'creditNote' })}: CN-2026-000003`);
    expect(text).toContain(
      catalogText('nl', 'invoice', 'correctsInvoice', { number: '2026-000042', date: formatDate('2026-03-14', 'nl', 'long') }),
    );
    expect(text).toContain(catalogText('nl', 'invoice', 'status', { status: 'refunded' }));
    expect(text).toMatch(/€ -1\.250,00/);
    expect(text).not.toContain(catalogText('nl', 'invoice', 'title', { kind: 'invoice' }));
  });
});
