import { localizePath, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { paymentMethodName } from '../payments/payment-method-names';
import { actionEmail } from './action-email';
import { emailMessages, greeting } from './email-messages';
import { isolate, isolateLeftToRight } from './isolates';
import { formatAmountPaid } from './mail-formats';
import type { MailMessage } from './mail-transport';

/**
 * Tells a buyer that a SEPA Direct Debit the bank had accepted for processing
 * came back: nothing was charged, nothing was activated, and how to pay again.
 */
export function debitFailedEmail(details: {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  tierSlug: string;
  amountCents: number;
  siteUrl: string;
}): MailMessage {
  const { locale } = details;
  const text = emailMessages.in(locale);
  const name = paymentMethodName('sepa_debit', locale);
  // Isolates in the body (its HTML turns them into <bdi>); a subject line stays plain text.
  const method = isolateLeftToRight(name);
  return actionEmail({
    to: details.to,
    locale,
    subject: `${text('debitFailed.subject', { method: name })} · ${site.shortName}`,
    greeting: greeting(locale, details.firstName),
    paragraphs: [
      text('debitFailed.failed', {
        method,
        amount: formatAmountPaid(details.amountCents, locale),
        tier: isolate(details.tierName),
      }),
      text('debitFailed.nothingCharged'),
      text('debitFailed.tryAgain'),
    ],
    action: {
      label: text('debitFailed.action'),
      url: `${details.siteUrl}${localizePath(`/membership/checkout/${details.tierSlug}`, locale)}`,
    },
    note: text('debitFailed.note', { email: isolateLeftToRight(site.supportEmail) }),
  });
}
