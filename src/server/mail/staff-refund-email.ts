import { formatDate } from '@shared/format/dates';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { actionEmail } from './action-email';
import { emailMessages, greeting } from './email-messages';
import type { QueuedEmail } from './email-outbox';
import { invoiceRecipients } from './invoice-email';
import { isolate, isolateLeftToRight } from './isolates';
import { formatAmountPaid } from './mail-formats';

export interface StaffRefundDetails {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  amountCents: number;
  /** What became of the membership: unchanged, ended, or running until a new day. */
  membership: { kind: 'keep' } | { kind: 'end' } | { kind: 'shorten'; expiresAt: Date };
  siteUrl: string;
  creditNote?: { id: string; document: InvoiceDocument };
}

/**
 * Tells the member that the chamber gave (part of) a payment back and what
 * it did to their membership. The staff member's reason is internal and
 * stays in the audit log. Like every refund of an invoiced payment, it goes
 * where the invoice went, with the credit note attached.
 */
export function staffRefundEmail(details: StaffRefundDetails): QueuedEmail {
  const { locale, creditNote, membership } = details;
  const text = emailMessages.in(locale);
  const membershipLine =
    membership.kind === 'end'
      ? [text('refund.membershipEnded')]
      : membership.kind === 'shorten'
        ? [text('refund.membershipUntil', { date: formatDate(membership.expiresAt, locale, 'long') })]
        : [];
  const message = actionEmail({
    to: details.to,
    locale,
    subject: `${text('refund.subject')} · ${site.shortName}`,
    greeting: greeting(locale, details.firstName),
    paragraphs: [
      text('refund.byStaff', { amount: formatAmountPaid(details.amountCents, locale), tier: isolate(details.tierName) }),
      ...membershipLine,
      text('refund.arrives'),
      ...(creditNote ? [text('refund.creditNote', { number: isolateLeftToRight(creditNote.document.number) })] : []),
    ],
    action: { label: text('refund.seeMembership'), url: `${details.siteUrl}${localizePath('/account', locale)}` },
    note: text('refund.note', { email: isolateLeftToRight(site.supportEmail) }),
  });
  if (!creditNote) return message;
  return { ...message, ...invoiceRecipients(creditNote.document, details.to), attachInvoiceId: creditNote.id };
}
