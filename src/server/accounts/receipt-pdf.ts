import PDFDocument from 'pdfkit';
import { intlLocale, type Locale } from '@shared/locales';
import { centsToEuroString } from '@shared/money';
import { site } from '@shared/site';
import { offices } from '@content/contact/offices';

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

type PdfLocale = Exclude<Locale, 'ar'>;

const labels = {
  receipt: { en: 'Receipt', nl: 'Betalingsbewijs' },
  receiptNumber: { en: 'Receipt number', nl: 'Bonnummer' },
  datePaid: { en: 'Date paid', nl: 'Betaaldatum' },
  billedTo: { en: 'Billed to', nl: 'Gefactureerd aan' },
  details: { en: 'Payment details', nl: 'Betalingsgegevens' },
  tier: { en: 'Membership tier', nl: 'Lidmaatschapsniveau' },
  period: { en: 'Membership period', nl: 'Lidmaatschapsperiode' },
  currency: { en: 'Currency', nl: 'Valuta' },
  reference: { en: 'Payment reference', nl: 'Betalingskenmerk' },
  description: { en: 'Description', nl: 'Omschrijving' },
  amount: { en: 'Amount', nl: 'Bedrag' },
  item: { en: '{tier} membership, 12 months', nl: 'Lidmaatschap {tier}, 12 maanden' },
  total: { en: 'Total paid', nl: 'Totaal betaald' },
  paid: { en: 'PAID', nl: 'BETAALD' },
  paidNote: {
    en: 'Paid in full on {date}. Thank you for your membership.',
    nl: 'Volledig betaald op {date}. Hartelijk dank voor uw lidmaatschap.',
  },
  questions: { en: 'Questions about this receipt?', nl: 'Vragen over dit betalingsbewijs?' },
} satisfies Record<string, Record<PdfLocale, string>>;

const colours = { brand: '#8a1538', ink: '#1a1a1f', muted: '#5b5b66', rule: '#dcd8d4', panel: '#f6f4f2', paid: '#1f7a3f' };
const MARGIN = 56;
const headquarters = offices.find((office) => office.id === 'doha');

/**
 * pdfkit's standard fonts cannot draw Arabic, and the Noto Sans Arabic woff2
 * files we ship load in fontkit but crash it when the font is subset for
 * embedding (a composite glyph offset out of bounds), so Arabic receipts use
 * the English labels, dates and amounts rather than unreadable glyphs.
 */
function pdfLocaleFor(locale: Locale): PdfLocale {
  return locale === 'ar' ? 'en' : locale;
}

/** An A4 receipt for one payment, in English or Dutch. */
export function renderReceiptPdf(receipt: ReceiptDocument, locale: Locale): Promise<Buffer> {
  const language = pdfLocaleFor(locale);
  const t = (key: keyof typeof labels) => labels[key][language];
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' });
  const money = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency: receipt.currency.toUpperCase() });
  const amount = money.format(Number(centsToEuroString(receipt.amountCents)));
  const chamber = site.name[language];

  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: language,
    info: { Title: `${labels.receipt.en} ${receipt.receiptNumber}`, Author: chamber, Subject: `${chamber} ${t('receipt')}` },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const right = doc.page.width - MARGIN;

  doc.rect(0, 0, doc.page.width, 10).fill(colours.brand);

  doc.font('Helvetica-Bold').fontSize(15).fillColor(colours.brand).text(chamber, MARGIN, 48, { width: width * 0.6 });
  doc.font('Helvetica').fontSize(9).fillColor(colours.muted).moveDown(0.4);
  for (const line of headquarters?.address ?? []) doc.text(line[language], { width: width * 0.6 });
  doc.text(`${site.membershipEmail}  ·  ${site.supportPhone}`, { width: width * 0.6 });
  const headerBottom = doc.y;

  doc.font('Helvetica-Bold').fontSize(26).fillColor(colours.ink).text(t('receipt'), MARGIN, 46, { width, align: 'right' });
  doc.font('Helvetica').fontSize(10).fillColor(colours.muted).text(`${t('receiptNumber')}: ${receipt.receiptNumber}`, { width, align: 'right' });
  doc.text(`${t('datePaid')}: ${date.format(receipt.paidAt)}`, { width, align: 'right' });

  const stampWidth = 64;
  const stampTop = doc.y + 8;
  doc.roundedRect(right - stampWidth, stampTop, stampWidth, 22, 4).lineWidth(1.5).stroke(colours.paid);
  doc.font('Helvetica-Bold').fontSize(11).fillColor(colours.paid).text(t('paid'), right - stampWidth, stampTop + 6, { width: stampWidth, align: 'center' });

  let y = Math.max(headerBottom, stampTop + 22) + 28;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.75).stroke(colours.rule);
  y += 20;

  doc.font('Helvetica-Bold').fontSize(9).fillColor(colours.muted).text(t('billedTo').toUpperCase(), MARGIN, y);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colours.ink).text(receipt.memberName, MARGIN, y + 14, { width: width / 2 - 12 });
  doc.font('Helvetica').fontSize(10).fillColor(colours.ink).text(receipt.memberEmail, { width: width / 2 - 12 });
  const billedBottom = doc.y;

  const detailsX = MARGIN + width / 2;
  doc.font('Helvetica-Bold').fontSize(9).fillColor(colours.muted).text(t('details').toUpperCase(), detailsX, y);
  const details: Array<[string, string]> = [
    [t('tier'), receipt.tierName],
    [t('period'), `${date.format(receipt.periodStart)} – ${date.format(receipt.periodEnd)}`],
    [t('currency'), receipt.currency.toUpperCase()],
    [t('reference'), receipt.paymentReference],
  ];
  let detailY = y + 14;
  for (const [label, value] of details) {
    doc.font('Helvetica').fontSize(9).fillColor(colours.muted).text(label, detailsX, detailY, { width: width / 2 });
    doc.font('Helvetica').fontSize(10).fillColor(colours.ink).text(value, detailsX, detailY + 11, { width: width / 2 });
    detailY = doc.y + 6;
  }

  y = Math.max(billedBottom, detailY) + 24;
  const amountWidth = 120;
  doc.rect(MARGIN, y, width, 24).fill(colours.panel);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(colours.muted);
  doc.text(t('description').toUpperCase(), MARGIN + 10, y + 8, { width: width - amountWidth - 20 });
  doc.text(t('amount').toUpperCase(), right - amountWidth - 10, y + 8, { width: amountWidth, align: 'right' });
  y += 34;
  doc.font('Helvetica').fontSize(11).fillColor(colours.ink);
  doc.text(t('item').replace('{tier}', receipt.tierName), MARGIN + 10, y, { width: width - amountWidth - 20 });
  doc.text(amount, right - amountWidth - 10, y, { width: amountWidth, align: 'right' });
  y = doc.y + 12;
  doc.moveTo(MARGIN, y).lineTo(right, y).lineWidth(0.75).stroke(colours.rule);
  y += 12;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(colours.ink);
  doc.text(t('total'), MARGIN + 10, y, { width: width - amountWidth - 20 });
  doc.text(amount, right - amountWidth - 10, y, { width: amountWidth, align: 'right' });

  y = doc.y + 28;
  doc.font('Helvetica').fontSize(10).fillColor(colours.paid).text(t('paidNote').replace('{date}', date.format(receipt.paidAt)), MARGIN, y, { width });

  const footerY = doc.page.height - MARGIN - 30;
  doc.moveTo(MARGIN, footerY).lineTo(right, footerY).lineWidth(0.5).stroke(colours.rule);
  doc.font('Helvetica').fontSize(8.5).fillColor(colours.muted);
  doc.text(`${t('questions')} ${site.membershipEmail} · ${site.supportEmail} · ${site.supportPhone}`, MARGIN, footerY + 10, { width, align: 'center', lineBreak: false });

  doc.end();
  return finished;
}
