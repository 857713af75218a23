import { sql, type SQL } from 'drizzle-orm';
import type { MemberExportFilter } from '@shared/admin-reports/exports';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { EXPORT_BATCH_SIZE, keysetBatches } from './csv/csv-stream';
import { likePattern } from './like-pattern';
import { EXPIRING_DAYS } from './dashboard-figures';
import { isoInstant, isoInstantOrNull } from './sql-values';

export interface MemberExportRow {
  accountId: string;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string | null;
  companyName: string | null;
  country: string;
  locale: string;
  tierName: string | null;
  startsAt: string | null;
  expiresAt: string | null;
  memberSince: string;
  showInDirectory: boolean;
}

interface MemberViewRow {
  id: string;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string | null;
  company_name: string | null;
  country: string;
  locale: string;
  tier_name: string | null;
  starts_at: Date | string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
  show_in_directory: boolean;
  cursor_at: string;
}

function memberConditions(filter: MemberExportFilter, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  // An anonymised member is erased: never in an export, whatever the filter.
  const conditions = [sql`a.anonymised_at IS NULL`];
  if (filter.status === 'active') conditions.push(sql`m.expires_at > ${at}`);
  if (filter.status === 'expiring')
    conditions.push(sql`m.expires_at > ${at} AND m.expires_at <= ${at} + make_interval(days => ${EXPIRING_DAYS})`);
  if (filter.status === 'expired') conditions.push(sql`m.expires_at <= ${at}`);
  if (filter.tier) conditions.push(sql`t.slug = ${filter.tier}`);
  if (filter.country) conditions.push(sql`a.country = ${filter.country}`);
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      sql`((a.first_name || ' ' || a.last_name) ILIKE ${pattern} OR a.company_name ILIKE ${pattern} OR a.email ILIKE ${pattern} OR a.username ILIKE ${pattern})`,
    );
  }
  return sql.join(conditions, sql` AND `);
}

function memberRow(row: MemberViewRow): MemberExportRow {
  return {
    accountId: row.id,
    username: row.username,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phoneNumber: row.phone_number,
    companyName: row.company_name,
    country: row.country,
    locale: row.locale,
    tierName: row.tier_name,
    startsAt: isoInstantOrNull(row.starts_at),
    expiresAt: isoInstantOrNull(row.expires_at),
    memberSince: isoInstant(row.created_at),
    showInDirectory: row.show_in_directory,
  };
}

/** Every member the filter keeps, in the order they joined, in batches for the CSV export. */
export function memberBatches(db: Database, filter: MemberExportFilter, now: Date): AsyncGenerator<MemberExportRow[]> {
  const where = memberConditions(filter, now);
  return keysetBatches(async (cursor: { at: string; id: string } | undefined) => {
    const after = cursor ? sql`AND (a.created_at, a.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;
    const rows = await queryRows<MemberViewRow>(
      db,
      sql`SELECT a.id, a.username, a.first_name, a.last_name, a.email, a.phone_number, a.company_name, a.country, a.locale,
                 a.show_in_directory, a.created_at, a.created_at::text AS cursor_at, t.name AS tier_name, m.starts_at, m.expires_at
          FROM accounts a
          LEFT JOIN memberships m ON m.account_id = a.id
          LEFT JOIN membership_tiers t ON t.id = m.tier_id
          WHERE ${where} ${after}
          ORDER BY a.created_at, a.id LIMIT ${EXPORT_BATCH_SIZE}`,
    );
    const last = rows.at(-1);
    return { rows: rows.map(memberRow), last: last && { at: last.cursor_at, id: last.id } };
  });
}
