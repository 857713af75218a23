import arInvoice from '@messages/ar/invoice.json';
import enInvoice from '@messages/en/invoice.json';
import nlInvoice from '@messages/nl/invoice.json';
import { friendlyFormatIBAN } from 'ibantools';
import PDFDocument from 'pdfkit';
import { formatDate } from '@shared/format/dates';
import { formatAmount, formatNumber } from '@shared/format/numbers';
import type { InvoiceDocument, InvoiceLine, InvoiceParty, InvoicePayment } from '@shared/invoices/invoice-document';
import { intlLocale, textDirection, type Locale } from '@shared/locales';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';
import { centsToEuroString } from '@shared/money';
import { isolateLeftToRight, ownDirection, type TextDirection } from '../pdf/bidi-runs';
import { MixedScriptText, type TextStyle } from '../pdf/mixed-script-text';
import { printedReference } from '../bank-transfers/creditor-reference';
import { pdfBuffer } from '../pdf/pdf-buffer';
import { pdfColours } from '../pdf/pdf-palette';
import { drawStamp, stampColour } from '../pdf/pdf-stamp';
import { readingSides, type ReadingSides } from '../pdf/reading-sides';
import { paymentMethodName } from '../payments/payment-method-names';

const invoiceMessages = messagesOf({ en: enInvoice, ar: arInvoice, nl: nlInvoice });

const MARGIN = 50;
/** Room kept at the foot of every page for the footer. */
const FOOTER_SPACE = 60;

const style = {
  seller: { size: 13, weight: 'bold', color: pdfColours.brand },
  small: { size: 8.5, color: pdfColours.muted },
  title: { size: 24, weight: 'bold', color: pdfColours.ink },
  meta: { size: 9.5, color: pdfColours.muted },
  caption: { size: 8.5, weight: 'bold', color: pdfColours.muted },
  name: { size: 11, weight: 'bold', color: pdfColours.ink },
  value: { size: 9.5, color: pdfColours.ink },
  item: { size: 10, color: pdfColours.ink },
  total: { size: 11, weight: 'bold', color: pdfColours.ink },
  note: { size: 9.5, color: stampColour },
  footer: { size: 8, color: pdfColours.muted },
} satisfies Record<string, TextStyle>;

/** What every part of the page needs: the document and its writer, the language's words and formats, and the page's sides. */
interface InvoicePage extends ReadingSides {
  doc: PDFKit.PDFDocument;
  text: MixedScriptText;
  direction: TextDirection;
  t: Translate<typeof enInvoice>;
  kind: 'invoice' | 'creditNote';
  date: (isoDate: string) => string;
  money: (cents: number) => string;
  percent: (ratePercent: number) => string;
  country: (code: string) => string;
}

/**
 * A line of a block: a text in the page's language, or, marked 'value', a
 * name, address or description that keeps its own direction on the page.
 */
type BlockLine = [text: string, style: TextStyle, kind?: 'value'];

/** Writes lines one under the other in one box and returns the y below the last. */
function writeLines(page: InvoicePage, lines: BlockLine[], box: { x: number; y: number; width: number; align: 'left' | 'right' }): number {
  return lines.reduce(
    (y, [line, lineStyle, kind]) =>
      page.text.write(line, { ...box, y }, lineStyle, kind ? ownDirection(line, page.direction) : page.direction),
    box.y,
  );
}

const labelled = (label: string, value: string) => `${label}: ${isolateLeftToRight(value)}`;

/** A creditor reference is read and typed in groups of four; a provider's payment reference as it is. */
const shownReference = (payment: InvoicePayment) =>
  payment.method === 'bank_transfer' ? printedReference(payment.reference) : payment.reference;

/** A party's address and identifiers, as both the seller's and the buyer's block list them. */
function partyLines({ t, country }: InvoicePage, party: InvoiceParty): BlockLine[] {
  const { street, postcode, city, country: countryCode } = party.address;
  const place = [postcode, city].filter(Boolean).join(' ');
  const lines: BlockLine[] = [];
  // A private buyer has only a country, if that.
  if (street) lines.push([street, style.value, 'value']);
  if (place) lines.push([place, style.value, 'value']);
  if (countryCode) lines.push([country(countryCode), style.value]);
  if (party.registrationNumber) lines.push([labelled(t('registrationNumber'), party.registrationNumber), style.value]);
  if (party.vatNumber) lines.push([labelled(t('vatNumber'), party.vatNumber), style.value]);
  lines.push([party.email, style.value, 'value']);
  return lines;
}

/** The seller on the reading side; the title, number, dates and status stamp on the other. Returns the y below both. */
function drawHeader(page: InvoicePage, invoice: InvoiceDocument): number {
  const { doc, text, t, kind, date, width, left, right, rtl, start, end, fromStart } = page;
  doc.rect(0, 0, doc.page.width, 10).fill(pdfColours.brand);

  const sellerWidth = width * 0.55;
  const seller = { x: fromStart(0, sellerWidth), width: sellerWidth, align: start };
  const sellerTop = writeLines(page, [[invoice.seller.name, style.seller, 'value']], { ...seller, y: 40 }) + 4;
  const sellerBottom = writeLines(page, partyLines(page, invoice.seller), { ...seller, y: sellerTop });

  const titleBox = { x: left, width, align: end };
  const titleBottom = writeLines(
    page,
    [
      [t('title', { kind }), style.title],
      [labelled(t('number', { kind }), invoice.number), style.meta],
      [`${t('issueDate')}: ${date(invoice.issueDate)}`, style.meta],
      [`${t('supplyDate')}: ${date(invoice.supplyDate)}`, style.meta],
    ],
    { ...titleBox, y: 36 },
  );
  const stampBottom = drawStamp(doc, text, t('status', { status: invoice.payment.status }), {
    x: rtl ? left : right,
    y: titleBottom + 8,
    align: rtl ? 'left' : 'right',
  });
  return Math.max(sellerBottom, stampBottom);
}

/** How an invoice was paid (a credit note names no method), and a SEPA debit's mandate. */
function paymentMethodRows(invoice: InvoiceDocument, t: Translate<typeof enInvoice>): Array<[string, string]> {
  const { method } = invoice.payment;
  const mandateReference = 'mandateReference' in invoice.payment ? invoice.payment.mandateReference : undefined;
  if (invoice.kind !== 'invoice') return [];
  const rows: Array<[string, string]> = [[t('paymentMethod'), isolateLeftToRight(paymentMethodName(method ?? 'card', invoice.locale))]];
  if (mandateReference) rows.push([t('mandateReference'), isolateLeftToRight(mandateReference)]);
  return rows;
}

/** The buyer on the reading side; the references beside it. Returns the y below the longer column. */
function drawParties(page: InvoicePage, invoice: InvoiceDocument, top: number): number {
  const { text, t, date, width, start, fromStart } = page;
  const columnWidth = width / 2 - 12;
  const buyerBox = { x: fromStart(0, columnWidth), width: columnWidth, align: start };
  const { buyer } = invoice;
  const buyerBottom = writeLines(
    page,
    [
      [t('billedTo').toUpperCase(), style.caption],
      [buyer.name, style.name, 'value'],
      ...(buyer.contactName ? [[t('attention', { name: buyer.contactName }), style.value] satisfies BlockLine] : []),
      ...partyLines(page, buyer),
    ],
    { ...buyerBox, y: top },
  );

  const details = { x: fromStart(width / 2, width / 2), width: width / 2, align: start };
  const rows: Array<[string, string]> = [
    ...(invoice.purchaseOrder ? [[t('purchaseOrder'), isolateLeftToRight(invoice.purchaseOrder)] satisfies [string, string]] : []),
    [t('paymentReference'), isolateLeftToRight(shownReference(invoice.payment))],
    ...paymentMethodRows(invoice, t),
  ];
  let detailY = text.write(t('details').toUpperCase(), { ...details, y: top }, style.caption) + 2;
  if (invoice.correctsInvoice) {
    const { number, issueDate } = invoice.correctsInvoice;
    detailY =
      text.write(
        t('correctsInvoice', { number: isolateLeftToRight(number), date: date(issueDate) }),
        { ...details, y: detailY },
        style.value,
      ) + 6;
  }
  for (const [label, value] of rows) {
    detailY = text.write(label, { ...details, y: detailY }, style.small);
    detailY = text.write(value, { ...details, y: detailY }, style.value) + 6;
  }
  return Math.max(buyerBottom, detailY);
}

/** Three columns: a text on the reading side, then two figures aligned to the other side. */
function columns({ width, start, end, fromStart }: InvoicePage) {
  const figureWidth = 105;
  const textWidth = width - 2 * figureWidth - 20;
  return {
    text: { x: fromStart(10, textWidth), width: textWidth, align: start },
    middle: { x: fromStart(10 + textWidth, figureWidth), width: figureWidth, align: end },
    last: { x: fromStart(10 + textWidth + figureWidth, figureWidth), width: figureWidth, align: end },
  };
}

/** A shaded heading row for a table; returns the y where its first row begins. */
function drawTableHeading(page: InvoicePage, labels: [string, string, string], top: number): number {
  const { doc, text, left, width } = page;
  const height = 24;
  doc.rect(left, top, width, height).fill(pdfColours.panel);
  const column = columns(page);
  const y = top + (height - text.lineHeight(labels[0], style.caption)) / 2;
  text.write(labels[0].toUpperCase(), { ...column.text, y }, style.caption);
  text.write(labels[1].toUpperCase(), { ...column.middle, y }, style.caption);
  text.write(labels[2].toUpperCase(), { ...column.last, y }, style.caption);
  return top + height + 8;
}

/** Starts a new page when the next block would run into the footer; returns where to go on. */
function roomFor(page: InvoicePage, y: number, height: number): number {
  if (y + height <= page.doc.page.height - FOOTER_SPACE) return y;
  page.doc.addPage();
  return MARGIN;
}

function drawLine(page: InvoicePage, line: InvoiceLine, top: number): number {
  const { text, t, date, money, percent } = page;
  const column = columns(page);
  const y = roomFor(page, top, 40);
  const descriptionBottom = writeLines(
    page,
    [
      [line.description, style.item, 'value'],
      [t(line.periodOf === 'event' ? 'eventDays' : 'period', { start: date(line.period.start), end: date(line.period.end) }), style.small],
    ],
    { ...column.text, y },
  );
  text.write(percent(line.vatRatePercent), { ...column.middle, y }, style.item);
  text.write(money(line.netCents), { ...column.last, y }, style.item);
  return descriptionBottom + 8;
}

/** One row per VAT rate or category with its taxable amount and VAT, and why no VAT is charged where none is. */
function drawVatSummary(page: InvoicePage, invoice: InvoiceDocument, top: number): number {
  const { text, t, money, percent, left, width, start } = page;
  const column = columns(page);
  let y = drawTableHeading(page, [t('vatSummary'), t('taxableAmount'), t('vatAmount')], roomFor(page, top, 60));
  for (const entry of invoice.vatBreakdown) {
    y = roomFor(page, y, 40);
    const rowBottom = text.write(`${t('vatRate')} ${percent(entry.ratePercent)}`, { ...column.text, y }, style.item);
    text.write(money(entry.taxableCents), { ...column.middle, y }, style.item);
    text.write(money(entry.vatCents), { ...column.last, y }, style.item);
    const reason: BlockLine[] = entry.exemptionReason ? [[entry.exemptionReason, style.small, 'value']] : [];
    y = writeLines(page, reason, { x: left + 10, y: rowBottom, width: width - 20, align: start });
    y += 8;
  }
  return y;
}

/** The three totals on the side away from the reading side, the payable total under a rule. */
function drawTotals(page: InvoicePage, invoice: InvoiceDocument, top: number): number {
  const { doc, text, t, money, width, fromStart, end } = page;
  const boxWidth = width * 0.7;
  const x = fromStart(width - boxWidth, boxWidth);
  const labelBox = { x: fromStart(width - boxWidth, boxWidth - 120), width: boxWidth - 120, align: page.start };
  const amountBox = { x: fromStart(width - 120, 120), width: 120, align: end };
  const row = (label: string, cents: number, rowStyle: TextStyle, y: number) =>
    Math.max(text.write(label, { ...labelBox, y }, rowStyle), text.write(money(cents), { ...amountBox, y }, rowStyle));

  let y = roomFor(page, top, 80);
  y = row(t('totalNet'), invoice.totals.netCents, style.value, y) + 2;
  y = row(t('totalVat'), invoice.totals.vatCents, style.value, y) + 4;
  doc
    .moveTo(x, y)
    .lineTo(x + boxWidth, y)
    .lineWidth(0.75)
    .stroke(pdfColours.rule);
  return row(t('total'), invoice.totals.grossCents, style.total, y + 6);
}

/** Under the totals: how the document stands with its money; for an invoice due by transfer, where to send it. */
function drawPaymentNote(page: InvoicePage, invoice: InvoiceDocument, top: number): void {
  const { t, date, money } = page;
  const { payment } = invoice;
  const box = { x: page.left, width: page.width, align: page.start };
  if (payment.status === 'due') {
    const lines: BlockLine[] = [
      [t('dueNote', { amount: money(invoice.totals.grossCents), date: date(payment.dueDate) }), style.name],
      [labelled(t('accountName'), payment.payee.name), style.value],
      [labelled(t('iban'), friendlyFormatIBAN(payment.payee.iban) ?? payment.payee.iban), style.value],
      [labelled(t('bic'), payment.payee.bic), style.value],
      [labelled(t('paymentReference'), shownReference(payment)), style.name],
      [t('quoteReference'), style.small],
    ];
    writeLines(page, lines, { ...box, y: roomFor(page, top, 110) });
    return;
  }
  const note =
    payment.status === 'cancelled'
      ? t('cancelledNote', { date: date(payment.cancelledOn), reference: isolateLeftToRight(shownReference(payment)) })
      : t('paidNote', { status: payment.status, date: date(payment.paidOn), reference: isolateLeftToRight(payment.reference) });
  page.text.write(note, { ...box, y: roomFor(page, top, 30) }, style.note);
}

function drawFooter({ doc, text, t, kind, left, right, width }: InvoicePage, invoice: InvoiceDocument): void {
  const footerY = doc.page.height - FOOTER_SPACE + 10;
  doc.moveTo(left, footerY).lineTo(right, footerY).lineWidth(0.5).stroke(pdfColours.rule);
  const footer = t('questions', { kind, email: isolateLeftToRight(invoice.seller.email) });
  text.write(footer, { x: left, y: footerY + 8, width, align: 'center' }, style.footer);
}

/** The issue date as the PDF's creation and modification time, so that the same document always gives the same bytes. */
const issuedAt = (invoice: InvoiceDocument) => new Date(`${invoice.issueDate}T00:00:00Z`);

/**
 * An A4 invoice or credit note in the buyer's language, drawn from the frozen
 * document alone. Arabic is laid out right to left. Nothing in it depends on
 * the clock or on chance: pdfkit's creation date, and with it the file ID, are
 * the issue date, so a document renders to the same bytes every time.
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const { locale } = invoice;
  const t = invoiceMessages.in(locale);
  const kind = invoice.kind === 'credit-note' ? 'creditNote' : 'invoice';
  const title = `${t('title', { kind })} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    displayTitle: true,
    info: { Title: title, Author: invoice.seller.name, Subject: title, CreationDate: issuedAt(invoice), ModDate: issuedAt(invoice) },
  });
  const finished = pdfBuffer(doc);

  const direction = textDirection(locale);
  const page: InvoicePage = {
    ...readingSides(doc.page.width, MARGIN, direction),
    doc,
    direction,
    text: new MixedScriptText(doc, direction),
    t,
    kind,
    ...formatsFor(locale, invoice.currency),
  };

  let y = drawHeader(page, invoice) + 20;
  doc.moveTo(page.left, y).lineTo(page.right, y).lineWidth(0.75).stroke(pdfColours.rule);
  y = drawParties(page, invoice, y + 16) + 18;
  y = drawTableHeading(page, [t('description'), t('vatRate'), t('netAmount')], y);
  for (const line of invoice.lines) y = drawLine(page, line, y);
  y = drawVatSummary(page, invoice, y + 8);
  y = drawTotals(page, invoice, y + 6);
  drawPaymentNote(page, invoice, y + 20);
  drawFooter(page, invoice);

  doc.end();
  return finished;
}

/** Dates, amounts, rates and country names as the buyer's language writes them. */
function formatsFor(locale: Locale, currency: string) {
  const countries = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
  return {
    date: (isoDate: string) => formatDate(isoDate, locale, 'long'),
    money: (cents: number) => formatAmount(Number(centsToEuroString(cents)), currency, locale),
    percent: (ratePercent: number) => formatNumber(ratePercent / 100, locale, { style: 'percent', maximumFractionDigits: 2 }),
    country: (code: string) => countries.of(code) ?? code,
  };
}
