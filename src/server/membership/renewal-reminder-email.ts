import type { Locale } from '@shared/locales';
import { site } from '@shared/site';
import { actionEmail } from '../mail/action-email';
import { emailMessages, greeting } from '../mail/email-messages';
import { isolate, isolateLeftToRight } from '../mail/isolates';
import { formatDate } from '@shared/format/dates';
import type { MailMessage } from '../mail/mail-transport';
import type { ReminderKind } from './renewal-reminders';

export function renewalReminderEmail(input: {
  to: string;
  firstName: string;
  locale: Locale;
  tierName: string;
  expiresAt: Date;
  daysLeft: number;
  kind: ReminderKind;
  renewUrl: string;
}): MailMessage {
  const { locale } = input;
  const text = emailMessages.in(locale);
  const date = formatDate(input.expiresAt, locale, 'long');
  const tier = isolate(input.tierName);
  const expired = input.kind === 'expired';
  return actionEmail({
    to: input.to,
    locale,
    subject: expired ? text('renewalReminder.subjectExpired') : text('renewalReminder.subjectSoon', { date }),
    greeting: greeting(locale, input.firstName),
    paragraphs: [
      expired
        ? text('renewalReminder.bodyExpired', { tier, date })
        : text('renewalReminder.bodySoon', { tier, date, days: input.daysLeft }),
    ],
    action: { label: text('renewalReminder.action'), url: input.renewUrl },
    note: text('renewalReminder.note', { email: isolateLeftToRight(site.membershipEmail) }),
  });
}
