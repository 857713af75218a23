import type { Database } from '../db/client';
import { auditLog } from '../db/schema';

/** Who did it: a signed-in staff member, a member acting on their own account, the system itself, or the staff command line. */
export type AuditActor =
  { kind: 'staff'; id: string; email: string } | { kind: 'member'; id: string } | { kind: 'system' } | { kind: 'cli' };

export interface AuditEntry {
  actor: AuditActor;
  /** What happened, as a dotted name: 'staff.sign-in', 'member.refund', … */
  action: string;
  subject?: { kind: string; id: string };
  /** The reason staff gave, for actions that require one. */
  reason?: string;
  /** The client address (request.ip), where there was a request. */
  ip?: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one row to the audit log. Pass the transaction that makes the change
 * it records: the row then exists exactly when the change does. Entries must
 * never hold a password, code, token or hash.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await db.insert(auditLog).values({
    actorKind: actor.kind,
    actorId: actor.kind === 'staff' || actor.kind === 'member' ? actor.id : null,
    actorEmail: actor.kind === 'staff' ? actor.email : null,
    action: entry.action,
    subjectKind: entry.subject?.kind ?? null,
    subjectId: entry.subject?.id ?? null,
    reason: entry.reason ?? null,
    ip: entry.ip ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
