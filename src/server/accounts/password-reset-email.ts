import type { Locale } from '@shared/locales';
import { actionEmail } from '../mail/action-email';
import { emailMessages, greeting } from '../mail/email-messages';
import type { MailMessage } from '../mail/mail-transport';

export function passwordResetEmail(input: { to: string; firstName: string; locale: Locale; resetUrl: string }): MailMessage {
  const { locale } = input;
  const text = emailMessages.in(locale);
  return actionEmail({
    to: input.to,
    locale,
    subject: text('passwordReset.subject'),
    greeting: greeting(locale, input.firstName),
    paragraphs: [text('passwordReset.intro')],
    action: { label: text('passwordReset.action'), url: input.resetUrl },
    note: text('passwordReset.note'),
  });
}
