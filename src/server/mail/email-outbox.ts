import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { emailDeliveries, invoices, type StoredAttachment } from '../db/schema';
import { invoiceFiles } from '../invoices/invoice-files';
import { documentAsItStands } from '../invoices/invoice-settlement';
import type { MailAttachment, MailMessage, MailTransport } from './mail-transport';

/**
 * A message as it waits in the queue: an invoice's files are named by the
 * invoice they come from, not stored; files made for this message alone (a
 * ticket) are stored with it.
 */
export type QueuedEmail = MailMessage & { attachInvoiceId?: string };

function stored(attachment: MailAttachment): StoredAttachment {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    contentBase64: attachment.content.toString('base64'),
    ...(attachment.contentId ? { contentId: attachment.contentId } : {}),
  };
}

function restored(attachment: StoredAttachment): MailAttachment {
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    content: Buffer.from(attachment.contentBase64, 'base64'),
    ...(attachment.contentId ? { contentId: attachment.contentId } : {}),
  };
}

/**
 * Queues a message inside the caller's transaction. The dedupe key makes a
 * second attempt to queue the same message (say, an invoice) a no-op; the
 * result says whether this call queued it.
 */
export async function enqueueEmail(db: Database, dedupeKey: string, message: QueuedEmail): Promise<boolean> {
  const queued = await db
    .insert(emailDeliveries)
    .values({
      dedupeKey,
      toAddress: message.to,
      ccAddress: message.cc ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      invoiceId: message.attachInvoiceId ?? null,
      attachments: message.attachments?.map(stored) ?? null,
    })
    .onConflictDoNothing({ target: emailDeliveries.dedupeKey })
    .returning({ id: emailDeliveries.id });
  return queued.length > 0;
}

/** The PDF and UBL file of the invoice a message carries, drawn again from the frozen document. */
async function attachmentsOf(db: Database, invoiceId: string | null): Promise<MailAttachment[] | undefined> {
  if (!invoiceId) return undefined;
  const [invoice] = await db.select({ document: invoices.document }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice) throw new Error(`invoice ${invoiceId} to attach is missing`);
  return invoiceFiles(await documentAsItStands(db, invoiceId, invoice.document));
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
        const attachments = [...((await attachmentsOf(tx, row.invoiceId)) ?? []), ...(row.attachments ?? []).map(restored)];
        const location = await transport.send({
          to: row.toAddress,
          ...(row.ccAddress ? { cc: row.ccAddress } : {}),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          ...(attachments.length > 0 ? { attachments } : {}),
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
