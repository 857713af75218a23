import { sql, type SQL } from 'drizzle-orm';
import type { SubscriberFilter, SubscriberRow } from '@shared/admin-reports/subscribers';
import { REPORT_PAGE_SIZE, type ReportPage } from '@shared/admin-reports/report-query';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv/csv-stream';
import { likePattern } from './like-pattern';
import { isoInstant, isoInstantOrNull, wholeNumber } from './sql-values';

interface SubscriberViewRow {
  id: string;
  email: string;
  newsletter: string;
  locale: string;
  status: SubscriberRow['status'];
  subscribed_at: Date | string;
  source_page: string | null;
  consent_text_version: string | null;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
}

function subscriberConditions(filter: SubscriberFilter): SQL {
  const conditions = [sql`TRUE`];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.newsletter) conditions.push(sql`newsletter = ${filter.newsletter}`);
  if (filter.q) conditions.push(sql`email ILIKE ${likePattern(filter.q)}`);
  return sql.join(conditions, sql` AND `);
}

const columns = sql`id, email, newsletter, locale, status, subscribed_at, source_page, consent_text_version, confirmed_at, unsubscribed_at`;

function subscriberRow(row: SubscriberViewRow): SubscriberRow {
  return {
    id: row.id,
    email: row.email,
    newsletter: row.newsletter,
    locale: row.locale,
    status: row.status,
    subscribedAt: isoInstant(row.subscribed_at),
    sourcePage: row.source_page,
    consentTextVersion: row.consent_text_version,
    confirmedAt: isoInstantOrNull(row.confirmed_at),
    unsubscribedAt: isoInstantOrNull(row.unsubscribed_at),
  };
}

/** One page of subscriptions, most recent consent first. */
export async function subscriberPage(db: Database, filter: SubscriberFilter, page: number): Promise<ReportPage<SubscriberRow>> {
  const where = subscriberConditions(filter);
  const [total] = await queryRows<{ count: string | number }>(
    db,
    sql`SELECT count(*) AS count FROM newsletter_subscriptions WHERE ${where}`,
  );
  const rows = await queryRows<SubscriberViewRow>(
    db,
    sql`SELECT ${columns} FROM newsletter_subscriptions WHERE ${where}
        ORDER BY subscribed_at DESC, id DESC LIMIT ${REPORT_PAGE_SIZE} OFFSET ${(page - 1) * REPORT_PAGE_SIZE}`,
  );
  return { rows: rows.map(subscriberRow), total: wholeNumber(total?.count ?? 0), page, pageSize: REPORT_PAGE_SIZE };
}

/** Every subscription the filter keeps, oldest consent first, in batches for the CSV export. */
export function subscriberBatches(db: Database, filter: SubscriberFilter): AsyncGenerator<SubscriberRow[]> {
  const where = subscriberConditions(filter);
  return keysetBatches(async (cursor: { at: string; id: string } | undefined) => {
    const after = cursor ? sql`AND (subscribed_at, id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const rows = await queryRows<SubscriberViewRow & { cursor_at: string }>(
      db,
      sql`SELECT ${columns}, subscribed_at::text AS cursor_at FROM newsletter_subscriptions WHERE ${where} ${after}
          ORDER BY subscribed_at, id LIMIT ${EXPORT_BATCH_SIZE}`,
    );
    const last = rows.at(-1);
    return { rows: rows.map(subscriberRow), last: last && { at: last.cursor_at, id: last.id } };
  });
}
