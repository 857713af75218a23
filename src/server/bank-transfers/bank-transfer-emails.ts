import { formatDate } from '@shared/format/dates';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Locale } from '@shared/locales';
import { site } from '@shared/site';
import { friendlyFormatIBAN } from 'ibantools';
import { greeting } from '../mail/email-messages';
import type { QueuedEmail } from '../mail/email-outbox';
import { detailsEmailBody } from '../mail/details-email';
import { invoiceRecipients } from '../mail/invoice-email';
import { isolate, isolateLeftToRight } from '../mail/isolates';
import { formatAmountPaid } from '../mail/mail-formats';
import { paymentMethodNames } from '../payments/payment-method-names';
import { bankTransferMessages } from './bank-transfer-messages';
import { printedReference } from './creditor-reference';

interface Registrant {
  firstName: string;
  email: string;
}

type Text = ReturnType<typeof bankTransferMessages.in>;

/** What to transfer where: the rows every mail asking for the money repeats. */
function instructionRows(invoice: InvoiceDocument, text: Text): Array<[string, string]> {
  const { payment, locale } = invoice;
  if (payment.status !== 'due') throw new Error(`invoice ${invoice.number} asks for no transfer`);
  return [
    [text('instructions.amount'), formatAmountPaid(invoice.totals.grossCents, locale)],
    [text('instructions.dueDate'), formatDate(payment.dueDate, locale, 'long')],
    [text('instructions.accountName'), isolate(payment.payee.name)],
    [text('instructions.iban'), isolateLeftToRight(friendlyFormatIBAN(payment.payee.iban) ?? payment.payee.iban)],
    [text('instructions.bic'), isolateLeftToRight(payment.payee.bic)],
    [text('instructions.reference'), isolateLeftToRight(printedReference(payment.reference))],
    [text('instructions.invoice'), isolateLeftToRight(invoice.number)],
  ];
}

/** What each of these mails says: its subject, paragraphs and rows, to the document's reader with the document attached. */
interface TransferMail {
  document: InvoiceDocument;
  documentId: string;
  registrant: Registrant;
  locale: Locale;
  subject: string;
  paragraphs: string[];
  rows: Array<[string, string]>;
}

function transferMail(mail: TransferMail): QueuedEmail {
  const text = bankTransferMessages.in(mail.locale);
  const body = detailsEmailBody({
    locale: mail.locale,
    greeting: greeting(mail.locale, mail.registrant.firstName),
    paragraphs: mail.paragraphs,
    rows: mail.rows,
    contact: text('email.questions', { email: isolateLeftToRight(site.supportEmail), phone: isolateLeftToRight(site.supportPhone) }),
  });
  return {
    ...invoiceRecipients(mail.document, mail.registrant.email),
    subject: `${mail.subject} · ${site.shortName}`,
    ...body,
    attachInvoiceId: mail.documentId,
  };
}

/** Sent when a company orders by bank transfer: the invoice attached, and how to pay it. */
export function transferInvoiceEmail(details: {
  invoiceId: string;
  invoice: InvoiceDocument;
  registrant: Registrant;
  tierName: string;
}): QueuedEmail {
  const { invoice } = details;
  const text = bankTransferMessages.in(invoice.locale);
  return transferMail({
    document: invoice,
    documentId: details.invoiceId,
    registrant: details.registrant,
    locale: invoice.locale,
    subject: text('email.orderedSubject', { number: invoice.number }),
    paragraphs: [text('email.ordered', { tier: isolate(details.tierName) }), text('email.quoteReference'), text('email.startsWhenPaid')],
    rows: instructionRows(invoice, text),
  });
}

export type TransferReminderKind = '7-days' | 'due-date';

/** A week after the invoice, and on its due date, while the money has not arrived. */
export function transferReminderEmail(details: {
  invoiceId: string;
  invoice: InvoiceDocument;
  registrant: Registrant;
  kind: TransferReminderKind;
}): QueuedEmail {
  const { invoice } = details;
  const text = bankTransferMessages.in(invoice.locale);
  return transferMail({
    document: invoice,
    documentId: details.invoiceId,
    registrant: details.registrant,
    locale: invoice.locale,
    subject: text('email.reminderSubject', { number: invoice.number }),
    paragraphs: [
      text(details.kind === 'due-date' ? 'email.reminderDueToday' : 'email.reminderWeek', { number: isolateLeftToRight(invoice.number) }),
      text('email.quoteReference'),
      text('email.alreadyPaid'),
    ],
    rows: instructionRows(invoice, text),
  });
}

/** Sent when finance records the money received: the membership is active, the invoice paid (decision 0045). */
export function transferReceivedEmail(details: {
  invoiceId: string;
  invoice: InvoiceDocument;
  registrant: Registrant;
  tierName: string;
  receivedOn: string;
  receiptNumber: string;
  expiresAt: string;
}): QueuedEmail {
  const { invoice, receivedOn } = details;
  const { locale } = invoice;
  const text = bankTransferMessages.in(locale);
  const date = (isoDate: string) => formatDate(isoDate, locale, 'long');
  return transferMail({
    document: invoice,
    documentId: details.invoiceId,
    registrant: details.registrant,
    locale,
    subject: text('email.receivedSubject', { number: invoice.number }),
    paragraphs: [
      text('email.received', { amount: formatAmountPaid(invoice.totals.grossCents, locale), date: date(receivedOn) }),
      text('email.receivedAttached', { number: isolateLeftToRight(invoice.number) }),
    ],
    rows: [
      [text('email.membership'), isolate(details.tierName)],
      [text('email.activeUntil'), date(details.expiresAt)],
      [text('instructions.invoice'), isolateLeftToRight(invoice.number)],
      [text('email.receivedOn'), date(receivedOn)],
      [text('email.receipt'), isolateLeftToRight(details.receiptNumber)],
      [text('email.method'), paymentMethodNames.in(locale)('method.bank_transfer')],
    ],
  });
}

/** Sent when an unpaid reservation lapses: the credit note cancelling the invoice attached. */
export function transferLapsedEmail(details: {
  creditNoteId: string;
  creditNote: InvoiceDocument;
  invoiceNumber: string;
  registrant: Registrant;
  locale: Locale;
}): QueuedEmail {
  const text = bankTransferMessages.in(details.locale);
  return transferMail({
    document: details.creditNote,
    documentId: details.creditNoteId,
    registrant: details.registrant,
    locale: details.locale,
    subject: text('email.lapsedSubject', { number: details.invoiceNumber }),
    paragraphs: [text('email.lapsed', { number: isolateLeftToRight(details.invoiceNumber) }), text('email.lapsedAgain')],
    rows: [
      [text('instructions.invoice'), isolateLeftToRight(details.invoiceNumber)],
      [text('email.creditNote'), isolateLeftToRight(details.creditNote.number)],
    ],
  });
}
