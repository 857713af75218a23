import escapeHtml from 'escape-html';
import { departmentEmails } from '@content/contact/departments';
import type { ContactMessage } from '@shared/contact-message';
import { localeNames, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { contactPageTexts } from '../forms/page-texts';
import { emailMessages } from '../mail/email-messages';
import { emailPage } from '../mail/email-page';
import { htmlWithIsolates, isolate, isolateLeftToRight } from '../mail/isolates';
import type { QueuedEmail } from '../mail/email-outbox';

/** The department reads its mail in the chamber's working language, whatever the sender wrote in. */
const DEPARTMENT_LOCALE: Locale = 'en';

/** Lines of the sender's text as HTML paragraphs: every character escaped, line breaks kept. */
function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p style="white-space:pre-wrap">${escapeHtml(paragraph)}</p>`)
    .join('\n');
}

/** The message as the department receives it; answering it writes to the sender. */
export function departmentEmail(message: ContactMessage): QueuedEmail {
  const text = emailMessages.in(DEPARTMENT_LOCALE);
  const department = contactPageTexts(DEPARTMENT_LOCALE)(`department.${message.department}`);
  const details = [
    `${text('contactMessage.from')}: ${isolate(message.name)} <${isolateLeftToRight(message.email)}>`,
    ...(message.company ? [`${text('contactMessage.company')}: ${isolate(message.company)}`] : []),
    `${text('contactMessage.language')}: ${localeNames[message.locale]}`,
  ];
  const intro = text('contactMessage.intro', { department });
  const plain = [intro, '', ...details, '', message.subject, '', message.message, '', '—', text('contactMessage.replyHint')].join('\n');
  const html = emailPage(
    DEPARTMENT_LOCALE,
    `<p>${escapeHtml(intro)}</p>
<p style="color:#52525b">${details.map(htmlWithIsolates).join('<br>')}</p>
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(message.subject)}</h2>
${paragraphs(message.message)}
<p style="color:#52525b;font-size:13px">${escapeHtml(text('contactMessage.replyHint'))}</p>`,
  );
  return {
    to: departmentEmails[message.department],
    replyTo: message.email,
    subject: text('contactMessage.subject', { department, subject: message.subject }),
    text: plain,
    html,
  };
}

/**
 * The sender's receipt, in their language. It repeats nothing they typed (not
 * even their name), so the form cannot be used to mail someone else a text of
 * a stranger's choosing.
 */
export function acknowledgementEmail(message: ContactMessage): QueuedEmail {
  const { locale } = message;
  const text = emailMessages.in(locale);
  const department = contactPageTexts(locale)(`department.${message.department}`);
  const lines = [
    text('contactAcknowledgement.intro', { department }),
    text('contactAcknowledgement.answer', { phone: isolateLeftToRight(site.supportPhone) }),
    text('contactAcknowledgement.ignore'),
  ];
  return {
    to: message.email,
    subject: text('contactAcknowledgement.subject'),
    text: [...lines, '', site.name[locale]].join('\n\n'),
    html: emailPage(locale, lines.map((line) => `<p>${htmlWithIsolates(line)}</p>`).join('\n')),
  };
}
