import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { newsletterSubscriptions } from '../db/schema';
import { recordAudit, type AuditActor } from '../staff/audit';

/**
 * Takes a reader off a newsletter because they asked staff to (by mail, by
 * phone). The change and its audit row commit together; a subscription
 * already ended stays as it was and is not audited again. undefined when
 * there is no such subscription.
 */
export async function unsubscribeOnRequest(
  db: Database,
  input: { subscriptionId: string; actor: AuditActor; reason: string; ip: string },
): Promise<{ status: 'unsubscribed'; changed: boolean } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, input.subscriptionId))
      .for('update');
    if (!row) return undefined;
    if (row.status === 'unsubscribed') return { status: 'unsubscribed', changed: false };
    await tx
      .update(newsletterSubscriptions)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletterSubscriptions.id, input.subscriptionId));
    await recordAudit(tx, {
      actor: input.actor,
      action: 'newsletter.unsubscribe-on-request',
      subject: { kind: 'newsletter-subscription', id: input.subscriptionId },
      reason: input.reason,
      ip: input.ip,
      before: { status: row.status },
      after: { status: 'unsubscribed' },
    });
    return { status: 'unsubscribed', changed: true };
  });
}
