import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { AppConfig } from '../config';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
  /** Shown inline where the HTML part says `cid:` and this id (nodemailer's `cid`). */
  contentId?: string;
}

export interface MailMessage {
  to: string;
  cc?: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface MailTransport {
  /** Sends the message; the answer says where it went (an SMTP id or an outbox file). */
  send(message: MailMessage): Promise<string>;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message is written as an .eml
 * file to the outbox folder, so a site without a mail server still keeps
 * every receipt and confirmation where a person can open it.
 */
export function createMailTransport(mail: AppConfig['mail']): MailTransport {
  if (mail.smtpUrl) {
    const smtp = nodemailer.createTransport(mail.smtpUrl);
    return {
      async send(message) {
        const info = await smtp.sendMail(nodemailerMessage(mail.from, message));
        return `smtp:${info.messageId}`;
      },
    };
  }
  const outbox = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await outbox.sendMail(nodemailerMessage(mail.from, message));
      await mkdir(mail.outboxDir, { recursive: true });
      const file = path.join(
        mail.outboxDir,
        `${new Date().toISOString().replaceAll(':', '-')}-${info.messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      return file;
    },
  };
}

function nodemailerMessage(from: string, message: MailMessage) {
  const { attachments, ...rest } = message;
  return {
    from,
    ...rest,
    ...(attachments
      ? {
          attachments: attachments.map(({ contentId, ...file }) => ({ ...file, ...(contentId ? { cid: contentId } : {}) })),
        }
      : {}),
  };
}
