import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { invoiceSeries, type InvoiceKind } from '../db/schema';

/**
 * Takes the next number of a series and year inside the caller's transaction.
 * The upsert locks the counter row until that transaction ends, so concurrent
 * issuers wait their turn and never share a number, and a transaction that
 * rolls back gives its number back: the series has no gaps.
 */
export async function takeNextNumber(tx: Database, series: InvoiceKind, year: number): Promise<number> {
  const [counter] = await tx
    .insert(invoiceSeries)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceSeries.series, invoiceSeries.year],
      set: { lastNumber: sql`${invoiceSeries.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSeries.lastNumber });
  if (!counter) throw new Error(`no number taken in the ${series} series of ${year}`);
  return counter.lastNumber;
}

const prefixes: Record<InvoiceKind, string> = { invoice: '', 'credit-note': 'CN-' };

/** "2026-000042" for an invoice, "CN-2026-000003" for a credit note. */
export function documentNumber(series: InvoiceKind, year: number, sequence: number): string {
  return `${prefixes[series]}${year}-${String(sequence).padStart(6, '0')}`;
}
