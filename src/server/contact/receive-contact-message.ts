import { createHash } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { contactHoneypotField, type ContactMessage } from '@shared/contact-message';
import type { Database } from '../db/client';
import { contactMessages } from '../db/schema';
import { HttpError } from '../http/http-error';
import { serverMessages } from '../http/server-messages';
import { enqueueEmail } from '../mail/email-outbox';
import { countInWindow } from '../security/windowed-counter';
import { acknowledgementEmail, departmentEmail } from './contact-emails';

const HOUR_MS = 60 * 60 * 1000;
/** Messages an hour from one address, and from one sender's email: enough for a busy office, too few for a flood. */
const MESSAGES_PER_IP_AND_HOUR = 10;
const MESSAGES_PER_EMAIL_AND_HOUR = 5;
/** The same message again within this time (a double click, a reload that posts again) is the one already received. */
const REPEAT_WINDOW_MS = 10 * 60 * 1000;

export type ContactOutcome = 'stored' | 'repeat' | 'ignored';

function fingerprintOf(message: ContactMessage): string {
  const parts = [message.email.toLowerCase(), message.department, message.subject, message.message];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/**
 * Takes a message for a department: counts it against the sender's hourly
 * limits, then, unless the same message came in minutes ago, stores it and
 * queues it for the department with a receipt for the sender, in one
 * transaction. A bot that filled in the hidden field is answered alike and
 * nothing is kept.
 */
export async function receiveContactMessage(
  db: Database,
  message: ContactMessage,
  sender: { ip: string; now?: Date },
): Promise<ContactOutcome> {
  if (message[contactHoneypotField]) return 'ignored';
  const now = sender.now ?? new Date();
  const fromAddress = await countInWindow(db, `contact-ip:${sender.ip}`, HOUR_MS, now);
  const fromSender = await countInWindow(db, `contact-email:${message.email.toLowerCase()}`, HOUR_MS, now);
  if (fromAddress > MESSAGES_PER_IP_AND_HOUR || fromSender > MESSAGES_PER_EMAIL_AND_HOUR) {
    throw new HttpError(429, serverMessages.in(message.locale)('contact.tooManyMessages'));
  }

  const fingerprint = fingerprintOf(message);
  return db.transaction(async (tx) => {
    // One at a time per fingerprint, so two copies sent at once cannot both find no earlier one.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`);
    const since = new Date(now.getTime() - REPEAT_WINDOW_MS);
    const [earlier] = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(eq(contactMessages.fingerprint, fingerprint), gt(contactMessages.createdAt, since)))
      .limit(1);
    if (earlier) return 'repeat';

    const [row] = await tx
      .insert(contactMessages)
      .values({
        name: message.name,
        email: message.email,
        company: message.company ?? null,
        department: message.department,
        subject: message.subject,
        message: message.message,
        locale: message.locale,
        fingerprint,
        createdAt: now,
      })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message was not stored');
    await enqueueEmail(tx, `contact-message:${row.id}`, departmentEmail(message));
    await enqueueEmail(tx, `contact-acknowledgement:${row.id}`, acknowledgementEmail(message));
    return 'stored';
  });
}
