import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailDeliveries } from '../db/schema';
import type { MailMessage, MailTransport } from './mail-transport';

/**
 * Queues a message inside the caller's transaction. The dedupe key makes a
 * second attempt to queue the same message (say, a receipt) a no-op; the
 * result says whether this call queued it.
 */
export async function enqueueEmail(db: Database, dedupeKey: string, message: MailMessage): Promise<boolean> {
  const queued = await db
    .insert(emailDeliveries)
    .values({ dedupeKey, toAddress: message.to, subject: message.subject, textBody: message.text, htmlBody: message.html })
    .onConflictDoNothing({ target: emailDeliveries.dedupeKey })
    .returning({ id: emailDeliveries.id });
  return queued.length > 0;
}

const BATCH_SIZE = 20;

/**
 * Sends what is queued. Rows are locked with SKIP LOCKED, so several instances
 * (or overlapping calls) never send the same message twice.
 */
export async function deliverQueuedEmails(db: Database, transport: MailTransport, log: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const queued = await tx
      .select()
      .from(emailDeliveries)
      .where(eq(emailDeliveries.status, 'pending'))
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const sent: string[] = [];
    for (const row of queued) {
      try {
        const location = await transport.send({
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
        sent.push(row.id);
        log.info({ emailId: row.id, dedupeKey: row.dedupeKey, location }, 'email sent');
      } catch (error) {
        log.error({ err: error, emailId: row.id }, 'email delivery failed; it stays queued');
        await tx
          .update(emailDeliveries)
          .set({ attempts: row.attempts + 1, lastError: error instanceof Error ? error.message : String(error) })
          .where(eq(emailDeliveries.id, row.id));
      }
    }
    if (sent.length > 0) {
      await tx
        .update(emailDeliveries)
        .set({ status: 'sent', sentAt: new Date() })
        .where(and(inArray(emailDeliveries.id, sent), eq(emailDeliveries.status, 'pending')));
    }
    return sent.length;
  });
}
