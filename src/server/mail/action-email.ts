import escapeHtml from 'escape-html';
import type { Locale } from '@shared/locales';
import { site } from '@shared/site';
import { emailPage } from './email-page';
import { htmlWithIsolates } from './isolates';
import type { MailMessage } from './mail-transport';

export interface ActionEmail {
  to: string;
  locale: Locale;
  subject: string;
  /** The texts may hold isolates (./isolates): the plain part keeps them, the HTML part turns them into <bdi>. */
  greeting: string;
  paragraphs: string[];
  /** An image the HTML part shows under the paragraphs (a ticket's QR code, attached inline). */
  image?: { src: string; alt: string; width: number };
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
  const html = emailPage(
    locale,
    `<p>${htmlWithIsolates(email.greeting)}</p>
${email.paragraphs.map((paragraph) => `<p>${htmlWithIsolates(paragraph)}</p>`).join('\n')}
${email.image ? `<p style="text-align:center"><img src="${escapeHtml(email.image.src)}" alt="${escapeHtml(email.image.alt)}" width="${email.image.width}" height="${email.image.width}"></p>` : ''}
<p style="margin:24px 0"><a href="${escapeHtml(email.action.url)}" style="background:#8a1538;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${htmlWithIsolates(email.action.label)}</a></p>
<p style="color:#52525b">${htmlWithIsolates(email.note)}</p>`,
  );
  return { to: email.to, subject: email.subject, text, html };
}
