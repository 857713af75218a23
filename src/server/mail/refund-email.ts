import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import type { RefundReason } from '../db/schema';
import { actionEmail } from './action-email';
import { emailMessages, greeting, type EmailMessageKey } from './email-messages';
import { isolate, isolateLeftToRight } from './isolates';
import { formatAmountPaid } from './mail-formats';
import type { QueuedEmail } from './email-outbox';
import { invoiceRecipients } from './invoice-email';

export interface RefundDetails {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  amountCents: number;
  reason: RefundReason;
  siteUrl: string;
  /** The credit note the refund issued, when the payment had been invoiced: it goes with the mail. */
  creditNote?: { id: string; document: InvoiceDocument };
}

type RefundText = Extract<EmailMessageKey, `refund.${string}`>;

/** Why the payment could not become a membership, and what to do instead. */
const reasons: Record<RefundReason, { why: RefundText; action: RefundText; path: string }> = {
  account_taken: { why: 'refund.accountTaken', action: 'refund.chooseAgain', path: '/membership' },
  already_member: { why: 'refund.alreadyMember', action: 'refund.signIn', path: '/login' },
  payment_mismatch: { why: 'refund.paymentMismatch', action: 'refund.chooseAgain', path: '/membership' },
  orphaned_payment: { why: 'refund.orphanedPayment', action: 'refund.seeMembership', path: '/account' },
};

/**
 * Tells the payer that their payment was given back, and why. A refund that
 * credits an invoice goes where the invoice went, with the credit note
 * attached, so the buyer's accounts can book both.
 */
export function refundEmail(details: RefundDetails): QueuedEmail {
  const { locale, creditNote } = details;
  const text = emailMessages.in(locale);
  const reason = reasons[details.reason];
  const message = actionEmail({
    to: details.to,
    locale,
    subject: `${text('refund.subject')} · ${site.shortName}`,
    greeting: greeting(locale, details.firstName),
    paragraphs: [
      text('refund.refunded', { amount: formatAmountPaid(details.amountCents, locale), tier: isolate(details.tierName) }),
      text(reason.why),
      text('refund.arrives'),
      ...(creditNote ? [text('refund.creditNote', { number: isolateLeftToRight(creditNote.document.number) })] : []),
    ],
    action: { label: text(reason.action), url: `${details.siteUrl}${localizePath(reason.path, locale)}` },
    note: text('refund.note', { email: isolateLeftToRight(site.supportEmail) }),
  });
  if (!creditNote) return message;
  return { ...message, ...invoiceRecipients(creditNote.document, details.to), attachInvoiceId: creditNote.id };
}
