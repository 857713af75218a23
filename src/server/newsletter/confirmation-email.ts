import escapeHtml from 'escape-html';
import type { Locale } from '@shared/locales';
import { site } from '@shared/site';
import { emailMessages } from '../mail/email-messages';
import { emailPage } from '../mail/email-page';
import type { MailMessage } from '../mail/mail-transport';

export function newsletterConfirmationEmail(input: {
  to: string;
  locale: Locale;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { locale } = input;
  const text = emailMessages.in(locale);
  const plain = [
    text('newsletterConfirmation.intro'),
    input.confirmUrl,
    '',
    text('newsletterConfirmation.ignore'),
    '',
    `${text('newsletterConfirmation.unsubscribe')} ${input.unsubscribeUrl}`,
    '',
    site.name[locale],
  ].join('\n');
  const html = emailPage(
    locale,
    `<p>${escapeHtml(text('newsletterConfirmation.intro'))}</p>
<p><a href="${escapeHtml(input.confirmUrl)}" style="display:inline-block;background:#8a1538;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(text('newsletterConfirmation.confirm'))}</a></p>
<p style="color:#52525b">${escapeHtml(text('newsletterConfirmation.ignore'))}</p>
<p style="color:#52525b;font-size:13px">${escapeHtml(text('newsletterConfirmation.unsubscribe'))} <a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(input.unsubscribeUrl)}</a></p>`,
  );
  return { to: input.to, subject: text('newsletterConfirmation.subject'), text: plain, html };
}
