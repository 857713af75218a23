import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts } from '../../db/schema';
import { recordAudit } from '../../staff/audit';
import { lockMember, type StaffAction } from './member-action';

/**
 * Takes a member out of the members' directory whatever they chose, or gives
 * them back their own choice. Staff hiding wins over the member's opt-in.
 */
export async function setDirectoryHidden(db: Database, accountId: string, hidden: boolean, action: StaffAction): Promise<void> {
  await db.transaction(async (tx) => {
    const account = await lockMember(tx, accountId);
    const directoryHiddenAt = hidden ? (account.directoryHiddenAt ?? new Date()) : null;
    await tx.update(accounts).set({ directoryHiddenAt }).where(eq(accounts.id, accountId));
    await recordAudit(tx, {
      ...action,
      action: hidden ? 'member.directory.hide' : 'member.directory.unhide',
      subject: { kind: 'account', id: accountId },
      before: { hiddenByStaff: account.directoryHiddenAt !== null, optedIn: account.showInDirectory },
      after: { hiddenByStaff: hidden, optedIn: account.showInDirectory },
    });
  });
}
