import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { queryRows } from '../../src/server/db/query-rows';

export interface TableState {
  rows: number;
  /** A digest of every row's text, so an update shows as well as an insert or delete. */
  digest: string;
}

/** The row count and contents digest of every table the app owns, read from the database itself. */
export async function tableSnapshot(database: DatabaseHandle): Promise<Record<string, TableState>> {
  const tables = await queryRows<{ name: string }>(
    database.db,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const snapshot: Record<string, TableState> = {};
  for (const { name } of tables) {
    const [state] = await queryRows<TableState>(
      database.db,
      sql`SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) AS digest
        FROM ${sql.identifier(name)} AS t`,
    );
    if (!state) throw new Error(`no state read for table ${name}`);
    snapshot[name] = state;
  }
  return snapshot;
}
