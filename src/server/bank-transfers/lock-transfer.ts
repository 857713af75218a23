import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankTransfers, membershipTiers, registrations } from '../db/schema';
import { TransferActionError } from './transfer-action-error';
import type { BankTransferRow } from './transfer-instructions';

type RegistrationRow = typeof registrations.$inferSelect;

/**
 * Locks a transfer and its checkout for the rest of the transaction, so that
 * marking it received, reopening it and its lapse take turns: whichever comes
 * second sees what the first did.
 */
export async function lockTransfer(
  tx: Database,
  transferId: string,
): Promise<{ transfer: BankTransferRow; registration: RegistrationRow; tierName: string }> {
  const [transfer] = await tx.select().from(bankTransfers).where(eq(bankTransfers.id, transferId)).for('update');
  if (!transfer) throw new TransferActionError('notFound');
  const [row] = await tx
    .select({ registration: registrations, tierName: membershipTiers.name })
    .from(registrations)
    .innerJoin(membershipTiers, eq(membershipTiers.id, registrations.tierId))
    .where(eq(registrations.id, transfer.registrationId))
    .for('update', { of: registrations });
  if (!row) throw new Error(`bank transfer ${transfer.id} has no checkout`);
  return { transfer, ...row };
}
