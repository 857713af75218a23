import { formatDate } from '@shared/format/dates';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { site } from '@shared/site';
import { paymentMethodName } from '../payments/payment-method-names';
import { emailMessages, greeting } from './email-messages';
import { emailPage } from './email-page';
import { htmlWithIsolates, isolate, isolateLeftToRight } from './isolates';
import { formatAmountPaid } from './mail-formats';
import type { QueuedEmail } from './email-outbox';

/**
 * An issued document goes to the address it names (a company's billing
 * address, or the member's own); the member who bought reads along in copy,
 * unless that is the same mailbox.
 */
export function invoiceRecipients(document: InvoiceDocument, registrantEmail: string): { to: string; cc?: string } {
  const to = document.buyer.email;
  return to.toLowerCase() === registrantEmail.toLowerCase() ? { to } : { to, cc: registrantEmail };
}

export interface InvoiceEmailDetails {
  invoiceId: string;
  invoice: InvoiceDocument;
  registrant: { firstName: string; email: string };
  tierName: string;
  /** The payment extended an existing member's time rather than making them a member. */
  renewal: boolean;
}

/** Sent once when a payment activates a membership, in the buyer's language, with the invoice as PDF and UBL file. */
export function invoiceEmail({ invoiceId, invoice, registrant, tierName, renewal }: InvoiceEmailDetails): QueuedEmail {
  const { locale } = invoice;
  const text = emailMessages.in(locale);
  const date = (isoDate: string) => formatDate(isoDate, locale, 'long');
  const period = invoice.lines[0]?.period;
  const rows: Array<[string, string]> = [
    [text('invoice.number'), isolateLeftToRight(invoice.number)],
    [text('invoice.membership'), isolate(tierName)],
    [text('invoice.amount'), formatAmountPaid(invoice.totals.grossCents, locale)],
    ...(period ? [[text('invoice.period'), `${date(period.start)} – ${date(period.end)}`] satisfies [string, string]] : []),
    [text('invoice.paidOn'), date(invoice.payment.paidOn)],
    [text('invoice.paidWith'), isolateLeftToRight(paymentMethodName(invoice.payment.method ?? 'card', locale))],
    [text('invoice.paymentReference'), isolateLeftToRight(invoice.payment.reference)],
  ];
  const chamber = site.name[locale];
  const opening = greeting(locale, registrant.firstName);
  const paragraphs = [text(renewal ? 'invoice.thanksRenewal' : 'invoice.thanks'), text('invoice.attached')];
  const contact = text('invoice.questions', {
    email: isolateLeftToRight(site.supportEmail),
    phone: isolateLeftToRight(site.supportPhone),
  });

  const plain = [
    opening,
    '',
    ...paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    contact,
    '',
    chamber,
  ].join('\n');

  const html = emailPage(
    locale,
    `<p>${htmlWithIsolates(opening)}</p>
${paragraphs.map((paragraph) => `<p>${htmlWithIsolates(paragraph)}</p>`).join('\n')}
<table role="presentation" style="width:100%;border-collapse:collapse;margin:16px 0">
${rows
  .map(
    ([label, value]) =>
      `<tr><th scope="row" style="text-align:start;padding:8px 0;border-bottom:1px solid #e4e1dd;color:#52525b;font-weight:normal">${htmlWithIsolates(label)}</th><td style="text-align:end;padding:8px 0;border-bottom:1px solid #e4e1dd;font-weight:bold">${htmlWithIsolates(value)}</td></tr>`,
  )
  .join('\n')}
</table>
<p style="color:#52525b">${htmlWithIsolates(contact)}</p>`,
  );

  return {
    ...invoiceRecipients(invoice, registrant.email),
    subject: `${text('invoice.subject', { number: invoice.number })} · ${site.shortName}`,
    text: plain,
    html,
    attachInvoiceId: invoiceId,
  };
}
