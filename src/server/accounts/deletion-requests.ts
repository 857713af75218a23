import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deletionRequests } from '../db/schema';
import { recordAudit } from '../staff/audit';

/** When the account's open deletion request was made; undefined when there is none. */
export async function openDeletionRequest(db: Database, accountId: string): Promise<Date | undefined> {
  const [open] = await db
    .select({ requestedAt: deletionRequests.requestedAt })
    .from(deletionRequests)
    .where(and(eq(deletionRequests.accountId, accountId), isNull(deletionRequests.closedAt)));
  return open?.requestedAt;
}

/**
 * Records a member's request to delete their account, for staff to act on
 * (erasure keeps the invoices the law says to keep, so staff do it, not a
 * button). One open request per account: asking again, or twice at once,
 * changes nothing and audits nothing more. The audit row is written in the
 * same transaction as the request.
 */
export async function requestDeletion(
  db: Database,
  input: { accountId: string; message: string | undefined; ip: string },
): Promise<{ requestedAt: Date; created: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(deletionRequests)
      .values({ accountId: input.accountId, message: input.message ?? null })
      .onConflictDoNothing()
      .returning({ id: deletionRequests.id, requestedAt: deletionRequests.requestedAt });
    if (!created) {
      const requestedAt = await openDeletionRequest(tx, input.accountId);
      if (!requestedAt) throw new Error('deletion request conflicted but none is open');
      return { requestedAt, created: false };
    }
    await recordAudit(tx, {
      actor: { kind: 'member', id: input.accountId },
      action: 'member.deletion-requested',
      subject: { kind: 'account', id: input.accountId },
      ip: input.ip,
      // The note may hold anything the member typed; the request row keeps it, the audit only that there was one.
      after: { requestId: created.id, withMessage: input.message !== undefined },
    });
    return { requestedAt: created.requestedAt, created: true };
  });
}
