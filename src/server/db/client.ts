import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget = { databaseUrl: string } | { pgliteDir: string | undefined };

/** Any fixed number: it names the lock that serialises migrations across instances. */
const MIGRATION_LOCK_ID = 4_726_001;

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  return 'databaseUrl' in target ? openPostgres(target.databaseUrl) : openPglite(target.pgliteDir);
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10 });
  // An idle connection that the server drops (restart, failover) must not
  // crash the process: the pool discards it and the next query reconnects.
  pool.on('error', (error) => {
    console.warn(`database: idle connection closed (${error.message})`);
  });
  // A connection that drops while a request holds it (say, inside a
  // transaction) emits its error on the client, where no listener would crash
  // the process. Its query fails with that error, which the request reports,
  // and the pool discards the connection when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const db = drizzlePostgres(pool, { schema });
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // Several instances may boot at once; an advisory lock on one connection
      // makes them take turns instead of racing on the same DDL.
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePostgres(drizzlePostgres(client, { schema }), { migrationsFolder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    close: () => pool.end(),
  };
}

function openPglite(dataDir: string | undefined): DatabaseHandle {
  if (dataDir) mkdirSync(path.dirname(dataDir), { recursive: true });
  return pgliteDatabase(new PGlite(dataDir));
}

/** A handle on a PGlite client opened elsewhere, whose owner decides when it opens and closes. */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    async ping() {
      await db.execute(sql`SELECT 1`);
    },
    close: () => client.close(),
  };
}
