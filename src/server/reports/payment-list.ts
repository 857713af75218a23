import { sql } from 'drizzle-orm';
import type { PaymentFilter, PaymentRow } from '@shared/admin-reports/payments';
import { REPORT_PAGE_SIZE, type ReportPage } from '@shared/admin-reports/report-query';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv/csv-stream';
import { filteredPayments, paymentRow, type PaymentViewRow } from './payment-rows';
import { wholeNumber } from './sql-values';

/** One page of payments, newest first. */
export async function paymentPage(db: Database, filter: PaymentFilter, page: number, timeZone: string): Promise<ReportPage<PaymentRow>> {
  const from = filteredPayments(filter, timeZone);
  const [total] = await queryRows<{ count: string | number }>(db, sql`SELECT count(*) AS count FROM ${from}`);
  const rows = await queryRows<PaymentViewRow>(
    db,
    sql`SELECT * FROM ${from} ORDER BY v.at DESC, v.checkout_id DESC LIMIT ${REPORT_PAGE_SIZE} OFFSET ${(page - 1) * REPORT_PAGE_SIZE}`,
  );
  return { rows: rows.map(paymentRow), total: wholeNumber(total?.count ?? 0), page, pageSize: REPORT_PAGE_SIZE };
}

/** Every payment the filter keeps, oldest first, in batches for the CSV export. */
export function paymentBatches(db: Database, filter: PaymentFilter, timeZone: string): AsyncGenerator<PaymentRow[]> {
  const from = filteredPayments(filter, timeZone);
  return keysetBatches(async (cursor: { at: string; id: string } | undefined) => {
    // The instant as text keeps its microseconds, which a Date would lose and so repeat or skip rows.
    const after = cursor ? sql`AND (v.at, v.checkout_id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const rows = await queryRows<PaymentViewRow & { cursor_at: string }>(
      db,
      sql`SELECT *, v.at::text AS cursor_at FROM ${from} ${after} ORDER BY v.at, v.checkout_id LIMIT ${EXPORT_BATCH_SIZE}`,
    );
    const last = rows.at(-1);
    return { rows: rows.map(paymentRow), last: last && { at: last.cursor_at, id: last.checkout_id } };
  });
}
