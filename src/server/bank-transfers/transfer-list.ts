import { and, desc, eq, ilike, lte, or, sql, type SQL } from 'drizzle-orm';
import type { BankTransferFigures, BankTransferListRow } from '@shared/bank-transfers/bank-transfer';
import type { BankTransferListQuery } from '@shared/bank-transfers/bank-transfer-schemas';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { bankTransfers, checkoutBilling, invoices, registrations } from '../db/schema';
import { containsPattern } from '../db/contains-pattern';
import { wholeNumber } from '../reports/sql-values';
import { instructionsOf } from './transfer-instructions';

/** The list shows at most this many rows, newest first; the filters narrow it. */
export const TRANSFER_LIST_LIMIT = 200;

function statusFilter(status: BankTransferListQuery['status'], today: string): SQL | undefined {
  if (status === 'all') return undefined;
  if (status === 'overdue') return and(eq(bankTransfers.status, 'open'), lte(bankTransfers.dueOn, today));
  return eq(bankTransfers.status, status);
}

function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const compact = containsPattern(q.replace(/\s+/g, ''));
  return or(
    ilike(checkoutBilling.legalName, pattern),
    ilike(registrations.email, pattern),
    ilike(registrations.lastName, pattern),
    ilike(bankTransfers.reference, compact),
    ilike(invoices.number, pattern),
  );
}

/** The transfers finance looks after, filtered by status and a search over company, email, reference and invoice number. */
export async function listTransfers(db: Database, query: BankTransferListQuery, today: string): Promise<BankTransferListRow[]> {
  const rows = await db
    .select({ transfer: bankTransfers, invoice: invoices, registration: registrations, companyName: checkoutBilling.legalName })
    .from(bankTransfers)
    .innerJoin(invoices, eq(invoices.id, bankTransfers.invoiceId))
    .innerJoin(registrations, eq(registrations.id, bankTransfers.registrationId))
    .leftJoin(checkoutBilling, eq(checkoutBilling.registrationId, bankTransfers.registrationId))
    .where(and(statusFilter(query.status, today), searchFilter(query.q)))
    .orderBy(desc(bankTransfers.createdAt))
    .limit(TRANSFER_LIST_LIMIT);
  return rows.map(({ transfer, invoice, registration, companyName }) => ({
    ...instructionsOf(transfer, invoice),
    overdue: transfer.status === 'open' && transfer.dueOn <= today,
    accountId: transfer.accountId,
    companyName: companyName ?? '',
    contactName: `${registration.firstName} ${registration.lastName}`,
    email: registration.email,
    ...(transfer.bankReference ? { bankReference: transfer.bankReference } : {}),
  }));
}

/** Open transfers and the part of them due today or earlier, counted and summed for the dashboard. */
export async function bankTransferFigures(db: Database, today: string): Promise<BankTransferFigures> {
  type Count = string | number | bigint;
  const [row] = await queryRows<Record<'openCount' | 'openCents' | 'overdueCount' | 'overdueCents', Count>>(
    db,
    sql`SELECT count(*) AS "openCount",
               coalesce(sum(amount_cents), 0)::int8 AS "openCents",
               count(*) FILTER (WHERE due_on <= ${today}) AS "overdueCount",
               coalesce(sum(amount_cents) FILTER (WHERE due_on <= ${today}), 0)::int8 AS "overdueCents"
        FROM ${bankTransfers} WHERE status = 'open'`,
  );
  return {
    open: { count: wholeNumber(row?.openCount ?? 0), amountCents: wholeNumber(row?.openCents ?? 0) },
    overdue: { count: wholeNumber(row?.overdueCount ?? 0), amountCents: wholeNumber(row?.overdueCents ?? 0) },
  };
}
