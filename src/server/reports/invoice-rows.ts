import { sql } from 'drizzle-orm';
import type { InvoiceExportFilter } from '@shared/admin-reports/exports';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { settledDocument } from '../invoices/invoice-settlement';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv/csv-stream';

export interface InvoiceExportRow {
  /** As it stands: a due invoice whose transfer was recorded reads as paid (decision 0045). */
  document: InvoiceDocument;
  /** None yet for an invoice awaiting its bank transfer, or cancelled unpaid. */
  receiptNumber: string | null;
}

/**
 * Every invoice and credit note the filter keeps, by issue date (a day in the
 * invoicing time zone, as the document says it), in number order within a day.
 */
export function invoiceBatches(db: Database, filter: InvoiceExportFilter): AsyncGenerator<InvoiceExportRow[]> {
  const conditions = [sql`TRUE`];
  if (filter.kind) conditions.push(sql`i.kind = ${filter.kind}`);
  if (filter.from) conditions.push(sql`i.document->>'issueDate' >= ${filter.from}`);
  if (filter.to) conditions.push(sql`i.document->>'issueDate' <= ${filter.to}`);
  const where = sql.join(conditions, sql` AND `);
  return keysetBatches(async (cursor: { issueDate: string; kind: string; year: number; sequence: number } | undefined) => {
    const after = cursor
      ? sql`AND (i.document->>'issueDate', i.kind, i.year, i.sequence) > (${cursor.issueDate}, ${cursor.kind}, ${cursor.year}::int, ${cursor.sequence}::int)`
      : sql``;
    const rows = await queryRows<{
      document: InvoiceDocument;
      receipt_number: string | null;
      received_on: string | null;
      kind: string;
      year: number;
      sequence: number;
    }>(
      db,
      // Every document of the series, paid at checkout or (a bank transfer) before or without its payment.
      sql`SELECT i.document, i.kind, i.year, i.sequence, p.receipt_number, bt.received_on
          FROM invoices i
          LEFT JOIN bank_transfers bt ON bt.invoice_id = i.id AND bt.status = 'paid'
          LEFT JOIN payments p ON p.id = coalesce(i.payment_id, bt.payment_id)
          WHERE ${where} ${after}
          ORDER BY i.document->>'issueDate', i.kind, i.year, i.sequence LIMIT ${EXPORT_BATCH_SIZE}`,
    );
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => ({
        document: row.received_on ? settledDocument(row.document, row.received_on) : row.document,
        receiptNumber: row.receipt_number,
      })),
      last: last && { issueDate: last.document.issueDate, kind: last.kind, year: last.year, sequence: last.sequence },
    };
  });
}
