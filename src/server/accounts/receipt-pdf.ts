import PDFDocument from 'pdfkit';
import { receiptTexts } from '@content/accounts/receipt-texts';
import { offices } from '@content/contact/offices';
import { intlLocale, textDirection, type Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';
import { site } from '@shared/site';
import { isolateLeftToRight } from './bidi-runs';
import { MixedScriptText, type TextStyle } from './mixed-script-text';
import { pdfBuffer } from './pdf-buffer';

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

const colours = { brand: '#8a1538', ink: '#1a1a1f', muted: '#5b5b66', rule: '#dcd8d4', panel: '#f6f4f2', paid: '#1f7a3f' };
const MARGIN = 56;
const headquarters = offices.find((office) => office.id === 'doha');

const style = {
  chamber: { size: 15, weight: 'bold', color: colours.brand },
  small: { size: 9, color: colours.muted },
  title: { size: 26, weight: 'bold', color: colours.ink },
  meta: { size: 10, color: colours.muted },
  stamp: { size: 11, weight: 'bold', color: colours.paid },
  caption: { size: 9, weight: 'bold', color: colours.muted },
  name: { size: 12, weight: 'bold', color: colours.ink },
  value: { size: 10, color: colours.ink },
  item: { size: 11, color: colours.ink },
  total: { size: 12, weight: 'bold', color: colours.ink },
  note: { size: 10, color: colours.paid },
  footer: { size: 8.5, color: colours.muted },
} satisfies Record<string, TextStyle>;

/**
 * An A4 receipt for one payment in English, Arabic or Dutch. An Arabic receipt
 * is laid out right to left: what stands on the left of an English receipt
 * stands on the right. Names, e-mail addresses and other values may be in
 * either script in any receipt.
 */
export function renderReceiptPdf(receipt: ReceiptDocument, locale: Locale): Promise<Buffer> {
  const t = (key: keyof typeof receiptTexts) => receiptTexts[key][locale];
  const date = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: receipt.currency.toUpperCase() });
  const amount = money.format(Number(centsToEuroString(receipt.amountCents)));
  const chamber = site.name[locale];
  const direction = textDirection(locale);

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: locale,
    info: { Title: `${t('receipt')} ${receipt.receiptNumber}`, Author: chamber, Subject: `${chamber} ${t('receipt')}` },
  });
  const finished = pdfBuffer(doc);

  const text = new MixedScriptText(doc, direction);
  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;
  const rtl = direction === 'rtl';
  const start = rtl ? 'right' : 'left';
  const end = rtl ? 'left' : 'right';
  /** The x of a box `boxWidth` wide that begins `offset` from the side the language reads from. */
  const fromStart = (offset: number, boxWidth: number) => (rtl ? right - offset - boxWidth : MARGIN + offset);
  const contact = (...values: string[]) => values.map(isolateLeftToRight).join('  ·  ');

  doc.rect(0, 0, doc.page.width, 10).fill(colours.brand);

  const headerWidth = width * 0.6;
  const header = { x: fromStart(0, headerWidth), width: headerWidth, align: start } as const;
  let headerBottom = text.write(chamber, { ...header, y: 46 }, style.chamber) + 4;
  for (const line of headquarters?.address ?? []) headerBottom = text.write(line[locale], { ...header, y: headerBottom }, style.small);
  headerBottom = text.write(contact(site.membershipEmail, site.supportPhone), { ...header, y: headerBottom }, style.small);

  const titleBox = { x: MARGIN, width, align: end } as const;
  let titleBottom = text.write(t('receipt'), { ...titleBox, y: 40 }, style.title) + 2;
  titleBottom = text.write(`${t('receiptNumber')}: ${isolateLeftToRight(receipt.receiptNumber)}`, { ...titleBox, y: titleBottom }, style.meta);
  titleBottom = text.write(`${t('datePaid')}: ${date.format(receipt.paidAt)}`, { ...titleBox, y: titleBottom }, style.meta);

  const stampWidth = 64;
  const stampHeight = 22;
  const stampTop = titleBottom + 6;
  const stampX = rtl ? MARGIN : right - stampWidth;
  doc.roundedRect(stampX, stampTop, stampWidth, stampHeight, 4).lineWidth(1.5).stroke(colours.paid);
  text.write(t('paid'), { x: stampX, y: stampTop + (stampHeight - text.lineHeight(t('paid'), style.stamp)) / 2, width: stampWidth, align: 'center' }, style.stamp);

  let y = Math.max(headerBottom, stampTop + stampHeight) + 24;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.75).stroke(colours.rule);
  y += 18;

  const columnWidth = width / 2 - 12;
  const billed = { x: fromStart(0, columnWidth), width: columnWidth, align: start } as const;
  let billedBottom = text.write(t('billedTo').toUpperCase(), { ...billed, y }, style.caption) + 2;
  billedBottom = text.write(receipt.memberName, { ...billed, y: billedBottom }, style.name);
  billedBottom = text.write(isolateLeftToRight(receipt.memberEmail), { ...billed, y: billedBottom }, style.value);

  const details = { x: fromStart(width / 2, width / 2), width: width / 2, align: start } as const;
  let detailY = text.write(t('details').toUpperCase(), { ...details, y }, style.caption) + 2;
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

  y = Math.max(billedBottom, detailY) + 20;
  const amountWidth = 120;
  const descriptionWidth = width - amountWidth - 20;
  const descriptionColumn = { x: fromStart(10, descriptionWidth), width: descriptionWidth, align: start } as const;
  const amountColumn = { x: fromStart(width - amountWidth - 10, amountWidth), width: amountWidth, align: end } as const;
  const tableRow = (description: string, value: string, rowStyle: TextStyle, top: number) =>
    Math.max(text.write(description, { ...descriptionColumn, y: top }, rowStyle), text.write(value, { ...amountColumn, y: top }, rowStyle));

  const headingHeight = 26;
  doc.rect(MARGIN, y, width, headingHeight).fill(colours.panel);
  const heading = t('description').toUpperCase();
  tableRow(heading, t('amount').toUpperCase(), style.caption, y + (headingHeight - text.lineHeight(heading, style.caption)) / 2);
  y = tableRow(t('item').replace('{tier}', receipt.tierName), amount, style.item, y + headingHeight + 8) + 6;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.75).stroke(colours.rule);
  y = tableRow(t('total'), amount, style.total, y + 8);

  text.write(t('paidNote').replace('{date}', date.format(receipt.paidAt)), { x: MARGIN, y: y + 22, width, align: start }, style.note);

  const footerY = doc.page.height - MARGIN - 30;
  doc.moveTo(MARGIN, footerY).lineTo(right, footerY).lineWidth(0.5).stroke(colours.rule);
  const footer = `${t('questions')} ${contact(site.membershipEmail, site.supportEmail, site.supportPhone)}`;
  text.write(footer, { x: MARGIN, y: footerY + 8, width, align: 'center' }, style.footer);

  doc.end();
  return finished;
}
