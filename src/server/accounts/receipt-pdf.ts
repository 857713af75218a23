import arReceipt from '@messages/ar/receipt.json';
import enReceipt from '@messages/en/receipt.json';
import nlReceipt from '@messages/nl/receipt.json';
import PDFDocument from 'pdfkit';
import { offices } from '@content/contact/offices';
import { intlLocale, textDirection, type Locale } from '@shared/locales';
import type { Translate } from '@shared/messages/catalog';
import { messagesOf } from '@shared/messages/messages-of';
import { centsToEuroString } from '@shared/money';
import { site } from '@shared/site';
import { isolateLeftToRight } from '../pdf/bidi-runs';
import { MixedScriptText, type TextStyle } from '../pdf/mixed-script-text';
import { pdfBuffer } from '../pdf/pdf-buffer';
import { pdfColours } from '../pdf/pdf-palette';
import { drawStamp, stampColour } from '../pdf/pdf-stamp';
import { readingSides, type ReadingSides } from '../pdf/reading-sides';

export interface ReceiptDocument {
  receiptNumber: string;
  paidAt: Date;
  memberName: string;
  memberEmail: string;
  tierName: string;
  periodStart: Date;
  periodEnd: Date;
  amountCents: number;
  currency: string;
  paymentReference: string;
}

const receiptMessages = messagesOf({ en: enReceipt, ar: arReceipt, nl: nlReceipt });

const MARGIN = 56;
const headquarters = offices.find((office) => office.id === 'doha');

const style = {
  chamber: { size: 15, weight: 'bold', color: pdfColours.brand },
  small: { size: 9, color: pdfColours.muted },
  title: { size: 26, weight: 'bold', color: pdfColours.ink },
  meta: { size: 10, color: pdfColours.muted },
  caption: { size: 9, weight: 'bold', color: pdfColours.muted },
  name: { size: 12, weight: 'bold', color: pdfColours.ink },
  value: { size: 10, color: pdfColours.ink },
  item: { size: 11, color: pdfColours.ink },
  total: { size: 12, weight: 'bold', color: pdfColours.ink },
  note: { size: 10, color: stampColour },
  footer: { size: 8.5, color: pdfColours.muted },
} satisfies Record<string, TextStyle>;

/** What every part of the page needs: the document and its text writer, the language's words and dates, and the page's geometry. */
interface ReceiptPage extends ReadingSides {
  doc: PDFKit.PDFDocument;
  text: MixedScriptText;
  locale: Locale;
  t: Translate<typeof enReceipt>;
  date: Intl.DateTimeFormat;
}

const contact = (...values: string[]) => values.map(isolateLeftToRight).join('  ·  ');

/** The chamber and its address on the reading side, the title, number, date and PAID stamp on the other; returns the y below both. */
function drawHeader(
  { doc, text, locale, t, date, width, right, rtl, start, end, fromStart }: ReceiptPage,
  receipt: ReceiptDocument,
): number {
  doc.rect(0, 0, doc.page.width, 10).fill(pdfColours.brand);

  const headerWidth = width * 0.6;
  const header = { x: fromStart(0, headerWidth), width: headerWidth, align: start };
  let headerBottom = text.write(site.name[locale], { ...header, y: 46 }, style.chamber) + 4;
  for (const line of headquarters?.address ?? []) headerBottom = text.write(line[locale], { ...header, y: headerBottom }, style.small);
  headerBottom = text.write(contact(site.membershipEmail, site.supportPhone), { ...header, y: headerBottom }, style.small);

  const titleBox = { x: MARGIN, width, align: end };
  let titleBottom = text.write(t('receipt'), { ...titleBox, y: 40 }, style.title) + 2;
  titleBottom = text.write(
    `${t('receiptNumber')}: ${isolateLeftToRight(receipt.receiptNumber)}`,
    { ...titleBox, y: titleBottom },
    style.meta,
  );
  titleBottom = text.write(`${t('datePaid')}: ${date.format(receipt.paidAt)}`, { ...titleBox, y: titleBottom }, style.meta);

  const stampBottom = drawStamp(doc, text, t('paid'), { x: rtl ? MARGIN : right, y: titleBottom + 6, align: rtl ? 'left' : 'right' });
  return Math.max(headerBottom, stampBottom);
}

/** Who paid on the reading side, the payment's details beside it; returns the y below the longer column. */
function drawParties({ text, t, date, width, start, fromStart }: ReceiptPage, receipt: ReceiptDocument, top: number): number {
  const columnWidth = width / 2 - 12;
  const billed = { x: fromStart(0, columnWidth), width: columnWidth, align: start };
  let billedBottom = text.write(t('billedTo').toUpperCase(), { ...billed, y: top }, style.caption) + 2;
  billedBottom = text.write(receipt.memberName, { ...billed, y: billedBottom }, style.name);
  billedBottom = text.write(isolateLeftToRight(receipt.memberEmail), { ...billed, y: billedBottom }, style.value);

  const details = { x: fromStart(width / 2, width / 2), width: width / 2, align: start };
  let detailY = text.write(t('details').toUpperCase(), { ...details, y: top }, style.caption) + 2;
  const rows: Array<[string, string]> = [
    [t('tier'), receipt.tierName],
    [t('period'), `${date.format(receipt.periodStart)} – ${date.format(receipt.periodEnd)}`],
    [t('currency'), receipt.currency.toUpperCase()],
    [t('reference'), isolateLeftToRight(receipt.paymentReference)],
  ];
  for (const [label, value] of rows) {
    detailY = text.write(label, { ...details, y: detailY }, style.small);
    detailY = text.write(value, { ...details, y: detailY }, style.value) + 6;
  }
  return Math.max(billedBottom, detailY);
}

/** The table of what was paid for, the description on the reading side and the amount on the other, and the paid note. */
function drawPayment(
  { doc, text, locale, t, date, width, right, start, end, fromStart }: ReceiptPage,
  receipt: ReceiptDocument,
  top: number,
): void {
  const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: receipt.currency.toUpperCase() });
  const amount = money.format(Number(centsToEuroString(receipt.amountCents)));
  const amountWidth = 120;
  const descriptionWidth = width - amountWidth - 20;
  const descriptionColumn = { x: fromStart(10, descriptionWidth), width: descriptionWidth, align: start };
  const amountColumn = { x: fromStart(width - amountWidth - 10, amountWidth), width: amountWidth, align: end };
  const tableRow = (description: string, value: string, rowStyle: TextStyle, y: number) =>
    Math.max(text.write(description, { ...descriptionColumn, y }, rowStyle), text.write(value, { ...amountColumn, y }, rowStyle));

  const headingHeight = 26;
  doc.rect(MARGIN, top, width, headingHeight).fill(pdfColours.panel);
  const heading = t('description').toUpperCase();
  tableRow(heading, t('amount').toUpperCase(), style.caption, top + (headingHeight - text.lineHeight(heading, style.caption)) / 2);
  let y = tableRow(t('item', { tier: receipt.tierName }), amount, style.item, top + headingHeight + 8) + 6;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.75).stroke(pdfColours.rule);
  y = tableRow(t('total'), amount, style.total, y + 8);

  text.write(t('paidNote', { date: date.format(receipt.paidAt) }), { x: MARGIN, y: y + 22, width, align: start }, style.note);
}

function drawFooter({ doc, text, t, width, right }: ReceiptPage): void {
  const footerY = doc.page.height - MARGIN - 30;
  doc.moveTo(MARGIN, footerY).lineTo(right, footerY).lineWidth(0.5).stroke(pdfColours.rule);
  const footer = `${t('questions')} ${contact(site.membershipEmail, site.supportEmail, site.supportPhone)}`;
  text.write(footer, { x: MARGIN, y: footerY + 8, width, align: 'center' }, style.footer);
}

/**
 * An A4 receipt for one payment in English, Arabic or Dutch. An Arabic receipt
 * is laid out right to left: what stands on the left of an English receipt
 * stands on the right. Names, e-mail addresses and other values may be in
 * either script in any receipt.
 */
export function renderReceiptPdf(receipt: ReceiptDocument, locale: Locale): Promise<Buffer> {
  const t = receiptMessages.in(locale);
  const chamber = site.name[locale];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    info: { Title: `${t('receipt')} ${receipt.receiptNumber}`, Author: chamber, Subject: `${chamber} ${t('receipt')}` },
  });
  const finished = pdfBuffer(doc);

  const direction = textDirection(locale);
  const sides = readingSides(doc.page.width, MARGIN, direction);
  const { right } = sides;
  const page: ReceiptPage = {
    ...sides,
    doc,
    text: new MixedScriptText(doc, direction),
    locale,
    t,
    date: new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' }),
  };

  let y = drawHeader(page, receipt) + 24;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.75).stroke(pdfColours.rule);
  y = drawParties(page, receipt, y + 18) + 20;
  drawPayment(page, receipt, y);
  drawFooter(page);

  doc.end();
  return finished;
}
