import { sql, type SQL } from 'drizzle-orm';
import type { AuditFilter, AuditRow } from '@shared/admin-reports/audit-log';
import { REPORT_PAGE_SIZE, type ReportPage } from '@shared/admin-reports/report-query';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv/csv-stream';
import { likePattern } from './like-pattern';
import { withinDays } from './report-dates';
import { isoInstant, wholeNumber } from './sql-values';

interface AuditViewRow {
  id: number | string;
  at: Date | string;
  actor_kind: AuditRow['actorKind'];
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  subject_kind: string | null;
  subject_id: string | null;
  reason: string | null;
  ip: string | null;
  before: unknown;
  after: unknown;
}

function auditConditions(filter: AuditFilter, timeZone: string): SQL {
  const conditions = [withinDays(sql`at`, filter, timeZone)];
  if (filter.action) conditions.push(sql`action LIKE ${`${likePattern(filter.action, false)}%`}`);
  if (filter.actorKind) conditions.push(sql`actor_kind = ${filter.actorKind}`);
  if (filter.actor) conditions.push(sql`(actor_email ILIKE ${likePattern(filter.actor)} OR actor_id = ${filter.actor})`);
  if (filter.subjectId) conditions.push(sql`subject_id = ${filter.subjectId}`);
  return sql.join(conditions, sql` AND `);
}

function auditRow(row: AuditViewRow): AuditRow {
  return {
    id: wholeNumber(row.id),
    at: isoInstant(row.at),
    actorKind: row.actor_kind,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    subjectKind: row.subject_kind,
    subjectId: row.subject_id,
    reason: row.reason,
    ip: row.ip,
    before: row.before,
    after: row.after,
  };
}

/** One page of the audit log, newest first. */
export async function auditPage(db: Database, filter: AuditFilter, page: number, timeZone: string): Promise<ReportPage<AuditRow>> {
  const where = auditConditions(filter, timeZone);
  const [total] = await queryRows<{ count: string | number }>(db, sql`SELECT count(*) AS count FROM audit_log WHERE ${where}`);
  const rows = await queryRows<AuditViewRow>(
    db,
    sql`SELECT * FROM audit_log WHERE ${where} ORDER BY id DESC LIMIT ${REPORT_PAGE_SIZE} OFFSET ${(page - 1) * REPORT_PAGE_SIZE}`,
  );
  return { rows: rows.map(auditRow), total: wholeNumber(total?.count ?? 0), page, pageSize: REPORT_PAGE_SIZE };
}

/** Every entry the filter keeps, in the order written, in batches for the CSV export. */
export function auditBatches(db: Database, filter: AuditFilter, timeZone: string): AsyncGenerator<AuditRow[]> {
  const where = auditConditions(filter, timeZone);
  return keysetBatches(async (after: number | undefined) => {
    const rows = await queryRows<AuditViewRow>(
      db,
      sql`SELECT * FROM audit_log WHERE ${where} AND id > ${after ?? 0} ORDER BY id LIMIT ${EXPORT_BATCH_SIZE}`,
    );
    const mapped = rows.map(auditRow);
    return { rows: mapped, last: mapped.at(-1)?.id };
  });
}
