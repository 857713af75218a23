import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';

export type DatabaseKind = DatabaseHandle['kind'];

/** A throwaway PostgreSQL database next to the one DATABASE_URL names. */
export async function createScratchDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
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

/** What a suite runs on; disposed after the suite's last test. */
export interface DisposableFixture {
  dispose(): Promise<void>;
}

/**
 * Runs a suite once per database kind on a fixture opened before its first
 * test and shared by its tests (creating a database costs seconds, so not one per test).
 */
export function describeEachDatabaseKind<Fixture extends DisposableFixture>(
  name: string,
  open: (kind: DatabaseKind) => Promise<Fixture>,
  suite: (fixture: () => Fixture, kind: DatabaseKind) => void,
) {
  for (const kind of databaseKinds) {
    describe(`${name} [${kind}]`, () => {
      let current: Fixture | undefined;
      beforeAll(async () => {
        current = await open(kind);
      });
      afterAll(async () => {
        await current?.dispose();
      });
      suite(() => {
        if (!current) throw new Error('database not ready');
        return current;
      }, kind);
    });
  }
}

async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase & DisposableFixture> {
  if (kind === 'postgres') {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
    const handle = openDatabase({ databaseUrl: scratch.url });
    await handle.migrate();
    return {
      handle,
      reopen: () => openDatabase({ databaseUrl: scratch.url }),
      async dispose() {
        await handle.close();
        await scratch.drop();
      },
    };
  }
  const handle = openDatabase({ pgliteDir: undefined });
  await handle.migrate();
  return {
    handle,
    reopen: () => {
      throw new Error('an in-memory PGlite database has a single connection');
    },
    dispose: () => handle.close(),
  };
}

/** Runs a suite once per database kind, each on a fresh migrated database shared by the suite's tests. */
export function describeEachDatabase(name: string, suite: (database: () => TestDatabase, kind: DatabaseKind) => void) {
  describeEachDatabaseKind(name, openTestDatabase, suite);
}
