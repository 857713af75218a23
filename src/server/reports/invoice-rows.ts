import { sql } from 'drizzle-orm';
import type { InvoiceExportFilter } from '@shared/admin-reports/exports';
import type { InvoiceDocument } from '@shared/invoices/invoice-document';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv/csv-stream';

export interface InvoiceExportRow {
  document: InvoiceDocument;
  receiptNumber: string;
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
    const rows = await queryRows<{ document: InvoiceDocument; receipt_number: string; kind: string; year: number; sequence: number }>(
      db,
      sql`SELECT i.document, i.kind, i.year, i.sequence, p.receipt_number
          FROM invoices i JOIN payments p ON p.id = i.payment_id
          WHERE ${where} ${after}
          ORDER BY i.document->>'issueDate', i.kind, i.year, i.sequence LIMIT ${EXPORT_BATCH_SIZE}`,
    );
    const last = rows.at(-1);
    return {
      rows: rows.map((row) => ({ document: row.document, receiptNumber: row.receipt_number })),
      last: last && { issueDate: last.document.issueDate, kind: last.kind, year: last.year, sequence: last.sequence },
    };
  });
}
