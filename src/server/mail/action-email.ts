import escapeHtml from 'escape-html';
import { textDirection, type Locale } from '@shared/locales';
import { site } from '@shared/site';
import { htmlWithIsolates } from './isolates';
import type { MailMessage } from './mail-transport';

export interface ActionEmail {
  to: string;
  locale: Locale;
  subject: string;
  /** The texts may hold isolates (./isolates): the plain part keeps them, the HTML part turns them into <bdi>. */
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  /** A closing line under the button, e.g. what to do if the message was not expected. */
  note: string;
}

/** A short message that asks the reader to follow one link, as plain text and HTML in the reader's language. */
export function actionEmail(email: ActionEmail): MailMessage {
  const { locale } = email;
  const chamber = site.name[locale];
  const text = [
    email.greeting,
    '',
    ...email.paragraphs.flatMap((paragraph) => [paragraph, '']),
    `${email.action.label}: ${email.action.url}`,
    '',
    email.note,
    '',
    chamber,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1f;background:#f6f4f2;margin:0;padding:24px">
<table role="presentation" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;border-top:6px solid #8a1538"><tr><td>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(chamber)}</h1>
<p>${htmlWithIsolates(email.greeting)}</p>
${email.paragraphs.map((paragraph) => `<p>${htmlWithIsolates(paragraph)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(email.action.url)}" style="background:#8a1538;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${htmlWithIsolates(email.action.label)}</a></p>
<p style="color:#52525b">${htmlWithIsolates(email.note)}</p>
</td></tr></table>
</body>
</html>`;
  return { to: email.to, subject: email.subject, text, html };
}
