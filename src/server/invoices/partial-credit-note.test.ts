import { describe, expect, it } from 'vitest';
import { dutchCompanyStandardRate } from '../../../tests/helpers/invoice-documents';
import { pdfText } from '../../../tests/helpers/pdf-text';
import { ublSchemas, validateXml } from '../../../tests/helpers/xml-schema';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { creditNoteDocumentOf } from './invoice-document-of';
import { renderInvoicePdf } from './invoice-pdf';
import { renderInvoiceUbl } from './invoice-ubl';

/** Credit notes for refunds of these gross parts of the invoice, one after another. */
function creditNotesFor(invoice: InvoiceDocument, parts: number[]): InvoiceDocument[] {
  let creditedBeforeCents = 0;
  return parts.map((grossCents, index) => {
    const note = creditNoteDocumentOf(invoice, {
      number: `CN-2026-00001${index}`,
      issueDate: '2026-05-01',
      refundReference: `re_part${index}`,
      share: { grossCents, creditedBeforeCents },
    });
    creditedBeforeCents += grossCents;
    return note;
  });
}

describe('a partial credit note', () => {
  const invoice = dutchCompanyStandardRate; // €1,250.00 with €216.94 VAT at 21%

  it('takes back the refunded part, split into net and VAT in the invoice’s proportion', () => {
    const [note] = creditNotesFor(invoice, [50_000]);
    expect(note?.totals).toEqual({ netCents: -41_322, vatCents: -8_678, grossCents: -50_000 });
    expect(note?.lines).toEqual([{ ...invoice.lines[0], netCents: -41_322 }]);
    expect(note?.vatBreakdown).toEqual([{ ...invoice.vatBreakdown[0], taxableCents: -41_322, vatCents: -8_678 }]);
    expect(note?.payment).toEqual({ status: 'refunded', reference: 're_part0', paidOn: '2026-05-01' });
  });

  it('adds up with the other parts to the invoice to the cent, however the parts round', () => {
    const notes = creditNotesFor(invoice, [33_333, 33_333, 33_333, 125_000 - 99_999]);
    const sum = (pick: (document: InvoiceDocument) => number) => notes.reduce((total, note) => total + pick(note), 0);
    expect(sum((note) => note.totals.vatCents)).toBe(-invoice.totals.vatCents);
    expect(sum((note) => note.totals.netCents)).toBe(-invoice.totals.netCents);
    for (const note of notes) expect(note.totals.netCents + note.totals.vatCents).toBe(note.totals.grossCents);
  });

  it('is the full credit note when it takes back everything at once', () => {
    const [whole] = creditNotesFor(invoice, [125_000]);
    const unshared = creditNoteDocumentOf(invoice, { number: 'CN-2026-000010', issueDate: '2026-05-01', refundReference: 're_part0' });
    expect(whole).toEqual(unshared);
  });

  it('renders as a UBL credit note the schema accepts and as a PDF that states the part', async () => {
    const [note] = creditNotesFor(invoice, [50_000]);
    if (!note) throw new Error('no note');
    const { valid, errors } = validateXml(renderInvoiceUbl(note), ublSchemas.creditNote);
    expect(errors).toBe('');
    expect(valid).toBe(true);
    const text = await pdfText(await renderInvoicePdf(note));
    expect(text).toContain('CN-2026-000010');
    expect(text).toMatch(/500,00/);
  });

  it('is refused for an invoice with several lines rather than guessed', () => {
    const twoLines: InvoiceDocument = { ...invoice, lines: [...invoice.lines, ...invoice.lines] };
    expect(() =>
      creditNoteDocumentOf(twoLines, {
        number: 'CN-1',
        issueDate: '2026-05-01',
        refundReference: 're_1',
        share: { grossCents: 100, creditedBeforeCents: 0 },
      }),
    ).toThrow(/credited in full/);
  });
});
