import { addMonths, max } from 'date-fns';
import { and, eq } from 'drizzle-orm';
import type { BankTransferInstructions } from '@shared/bank-transfers/bank-transfer';
import { MEMBERSHIP_MONTHS } from '@shared/membership';
import type { Database } from '../db/client';
import { bankTransfers, invoices, memberships, registrations } from '../db/schema';
import { HttpError } from '../http/http-error';
import { saveCheckoutBilling } from '../invoices/checkout-billing';
import type { InvoicingConfig } from '../invoices/invoicing-config';
import { issueDueInvoice } from '../invoices/issue-invoice';
import { enqueueEmail } from '../mail/email-outbox';
import { findOrCreateAccount, type Transaction } from '../membership/activate-membership';
import type { CheckoutOrder } from '../membership/create-membership-payment';
import type { BankTransferConfig } from './bank-transfer-config';
import { bankTransferMessages } from './bank-transfer-messages';
import { transferInvoiceEmail } from './bank-transfer-emails';
import { addCalendarDays } from './calendar-days';
import { referenceForInvoice } from './creditor-reference';
import { instructionsOf } from './transfer-instructions';

export interface ReservationDeps {
  db: Database;
  invoicing: InvoicingConfig;
  bankTransfer: BankTransferConfig;
}

/** The months an order by transfer would cover if paid today: from now, or from the end of the time already paid for. */
export async function expectedPeriod(tx: Transaction, accountId: string, now: Date): Promise<{ start: Date; end: Date }> {
  const [current] = await tx.select({ expiresAt: memberships.expiresAt }).from(memberships).where(eq(memberships.accountId, accountId));
  const start = current ? max([now, current.expiresAt]) : now;
  return { start, end: addMonths(start, MEMBERSHIP_MONTHS) };
}

/** This browser's waiting reservation for the tier, with its instructions: a second submit gets the first's invoice. */
async function reservedBefore(
  db: Database,
  checkoutTokenHash: string,
  tierId: number,
): Promise<{ transfer: BankTransferInstructions; accountId: string } | undefined> {
  const [row] = await db
    .select({ transfer: bankTransfers, invoice: invoices })
    .from(registrations)
    .innerJoin(bankTransfers, eq(bankTransfers.registrationId, registrations.id))
    .innerJoin(invoices, eq(invoices.id, bankTransfers.invoiceId))
    .where(
      and(eq(registrations.status, 'reserved'), eq(registrations.checkoutTokenHash, checkoutTokenHash), eq(registrations.tierId, tierId)),
    );
  return row && { transfer: instructionsOf(row.transfer, row.invoice), accountId: row.transfer.accountId };
}

/**
 * A company orders its membership by bank transfer: in one transaction the
 * checkout is stored as reserved, the account is created (or is the renewing
 * member's), and the invoice is issued at once, due in the configured days to
 * the chamber's account under a creditor reference of its own; the invoice
 * mail with the instructions is queued. No membership yet: finance activates
 * it when the money arrives. The partial unique index on reserved checkouts
 * makes a repeated or simultaneous submit from the same browser answer the
 * reservation already made, without a second invoice.
 */
export async function reserveMembership(
  deps: ReservationDeps,
  order: CheckoutOrder,
  checkoutTokenHash: string,
  now = new Date(),
): Promise<{ transfer: BankTransferInstructions; accountId: string; created: boolean }> {
  const { tier, buyer, priced } = order;
  const text = bankTransferMessages.in(buyer.locale);
  if (priced.billing.buyingFor !== 'company') throw new HttpError(422, text('errors.companyOnly'));

  const made = await deps.db.transaction(async (tx) => {
    const [registration] = await tx
      .insert(registrations)
      .values({
        ...buyer,
        tierId: tier.id,
        amountCents: priced.billing.grossCents,
        currency: 'eur',
        checkoutTokenHash,
        status: 'reserved',
        paymentMethod: 'bank_transfer',
      })
      .onConflictDoNothing()
      .returning();
    if (!registration) return undefined;
    await saveCheckoutBilling(tx, registration.id, priced.billing);
    const account = await findOrCreateAccount(tx, registration);
    if ('refundReason' in account) {
      throw new HttpError(409, text(account.refundReason === 'already_member' ? 'errors.emailTaken' : 'errors.usernameTaken'));
    }
    const { dueDays, payee } = deps.bankTransfer;
    // Last: the year's invoice series stays locked until commit.
    const invoice = await issueDueInvoice(tx, deps.invoicing, {
      registration,
      accountId: account.accountId,
      tierName: tier.name,
      issuedAt: now,
      period: await expectedPeriod(tx, account.accountId, now),
      payee,
      dueDate: (issueDate) => addCalendarDays(issueDate, dueDays),
      reference: referenceForInvoice,
    });
    const due = invoice.document.payment;
    if (due.status !== 'due') throw new Error('a due invoice was issued as something else');
    const [transfer] = await tx
      .insert(bankTransfers)
      .values({
        registrationId: registration.id,
        accountId: account.accountId,
        invoiceId: invoice.id,
        reference: due.reference,
        amountCents: invoice.document.totals.grossCents,
        currency: registration.currency,
        issuedOn: invoice.document.issueDate,
        dueOn: due.dueDate,
      })
      .returning();
    if (!transfer) throw new Error('bank transfer insert returned nothing');
    await enqueueEmail(
      tx,
      `bank-transfer-invoice:${invoice.id}`,
      transferInvoiceEmail({ invoiceId: invoice.id, invoice: invoice.document, registrant: registration, tierName: tier.name }),
    );
    return { transfer: instructionsOf(transfer, invoice), accountId: account.accountId };
  });
  if (made) return { ...made, created: true };
  const earlier = await reservedBefore(deps.db, checkoutTokenHash, tier.id);
  if (!earlier) throw new Error('a reserved checkout disappeared while ordering by transfer');
  return { ...earlier, created: false };
}
