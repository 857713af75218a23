import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, membershipTiers, payments } from '../db/schema';
import type { ReceiptDocument } from './receipt-pdf';

/** One of this account's receipts; another account's receipt is as absent as an unknown one. */
export async function findMemberReceipt(db: Database, accountId: string, receiptNumber: string): Promise<ReceiptDocument | undefined> {
  const [row] = await db
    .select({ payment: payments, account: accounts, tierName: membershipTiers.name })
    .from(payments)
    .innerJoin(accounts, eq(accounts.id, payments.accountId))
    .innerJoin(membershipTiers, eq(membershipTiers.id, payments.tierId))
    .where(and(eq(payments.accountId, accountId), eq(payments.receiptNumber, receiptNumber)));
  if (!row) return undefined;
  const { payment, account } = row;
  return {
    receiptNumber: payment.receiptNumber,
    paidAt: payment.paidAt,
    memberName: `${account.firstName} ${account.lastName}`,
    memberEmail: account.email,
    tierName: row.tierName,
    periodStart: payment.periodStart,
    periodEnd: payment.periodEnd,
    amountCents: payment.amountCents,
    currency: payment.currency,
    paymentReference: payment.paymentIntentId,
  };
}
