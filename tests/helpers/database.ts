import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export type DatabaseKind = DatabaseHandle['kind'];

/** A throwaway PostgreSQL database next to the one DATABASE_URL names. */
async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `qncc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** PGlite always; the PostgreSQL server too when DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** Opens a second, independent connection to the same database. */
  reopen(): DatabaseHandle;
}

/**
 * Runs a suite once per database kind, each on a fresh migrated database shared
 * by the suite's tests (creating one costs seconds, so not one per test).
 */
export function describeEachDatabase(name: string, suite: (database: () => TestDatabase, kind: DatabaseKind) => void) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: TestDatabase | undefined;
      let cleanup: (() => Promise<void>) | undefined;
      beforeAll(async () => {
        if (kind === 'postgres') {
          const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
          const handle = openDatabase({ databaseUrl: scratch.url });
          await handle.migrate();
          current = { handle, reopen: () => openDatabase({ databaseUrl: scratch.url }) };
          cleanup = async () => {
            await handle.close();
            await scratch.drop();
          };
        } else {
          const handle = openDatabase({ pgliteDir: undefined });
          await handle.migrate();
          current = {
            handle,
            reopen: () => {
              throw new Error('an in-memory PGlite database has a single connection');
            },
          };
          cleanup = () => handle.close();
        }
      });
      afterAll(async () => {
        await cleanup?.();
      });
      suite(() => {
        if (!current) throw new Error('database not ready');
        return current;
      }, kind);
    });
  }
}
