import { formatDate } from '@shared/format/dates';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { site } from '@shared/site';
import { paymentMethodName } from '../payments/payment-method-names';
import { emailMessages, greeting } from './email-messages';
import { detailsEmailBody } from './details-email';
import { isolate, isolateLeftToRight } from './isolates';
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
  if (invoice.payment.status !== 'paid') throw new Error(`invoice ${invoice.number} is not paid: it has a mail of its own`);
  const rows: Array<[string, string]> = [
    [text('invoice.number'), isolateLeftToRight(invoice.number)],
    [text('invoice.membership'), isolate(tierName)],
    [text('invoice.amount'), formatAmountPaid(invoice.totals.grossCents, locale)],
    ...(period ? [[text('invoice.period'), `${date(period.start)} – ${date(period.end)}`] satisfies [string, string]] : []),
    [text('invoice.paidOn'), date(invoice.payment.paidOn)],
    [text('invoice.paidWith'), isolateLeftToRight(paymentMethodName(invoice.payment.method ?? 'card', locale))],
    [text('invoice.paymentReference'), isolateLeftToRight(invoice.payment.reference)],
  ];
  const { text: plain, html } = detailsEmailBody({
    locale,
    greeting: greeting(locale, registrant.firstName),
    paragraphs: [text(renewal ? 'invoice.thanksRenewal' : 'invoice.thanks'), text('invoice.attached')],
    rows,
    contact: text('invoice.questions', {
      email: isolateLeftToRight(site.supportEmail),
      phone: isolateLeftToRight(site.supportPhone),
    }),
  });

  return {
    ...invoiceRecipients(invoice, registrant.email),
    subject: `${text('invoice.subject', { number: invoice.number })} · ${site.shortName}`,
    text: plain,
    html,
    attachInvoiceId: invoiceId,
  };
}
