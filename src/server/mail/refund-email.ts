import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import type { RefundReason } from '../db/schema';
import { actionEmail } from './action-email';
import { emailMessages, greeting, type EmailMessageKey } from './email-messages';
import { isolate, isolateLeftToRight } from './isolates';
import { formatAmountPaid } from './mail-formats';
import type { MailMessage } from './mail-transport';

export interface RefundDetails {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  amountCents: number;
  reason: RefundReason;
  siteUrl: string;
}

type RefundText = Extract<EmailMessageKey, `refund.${string}`>;

/** Why the payment could not become a membership, and what to do instead. */
const reasons: Record<RefundReason, { why: RefundText; action: RefundText; path: string }> = {
  account_taken: { why: 'refund.accountTaken', action: 'refund.chooseAgain', path: '/membership' },
  already_member: { why: 'refund.alreadyMember', action: 'refund.signIn', path: '/login' },
  payment_mismatch: { why: 'refund.paymentMismatch', action: 'refund.chooseAgain', path: '/membership' },
  orphaned_payment: { why: 'refund.orphanedPayment', action: 'refund.seeMembership', path: '/account' },
};

/** Tells the payer that their payment was given back, and why. */
export function refundEmail(details: RefundDetails): MailMessage {
  const { locale } = details;
  const text = emailMessages.in(locale);
  const reason = reasons[details.reason];
  return actionEmail({
    to: details.to,
    locale,
    subject: `${text('refund.subject')} · ${site.shortName}`,
    greeting: greeting(locale, details.firstName),
    paragraphs: [
      text('refund.refunded', { amount: formatAmountPaid(details.amountCents, locale), tier: isolate(details.tierName) }),
      text(reason.why),
      text('refund.arrives'),
    ],
    action: { label: text(reason.action), url: `${details.siteUrl}${localizePath(reason.path, locale)}` },
    note: text('refund.note', { email: isolateLeftToRight(site.supportEmail) }),
  });
}
