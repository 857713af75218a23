import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase, pgliteDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { CuttableTcpProxy } from './cuttable-tcp-proxy';
import { createScratchDatabase, describeEachDatabaseKind, type DatabaseKind, type DisposableFixture } from './database';

/** A real database the test can take away from the app and give back. */
export interface InterruptibleDatabase extends DisposableFixture {
  handle: DatabaseHandle;
  /** Connections in use drop and new ones fail until comeBack(). Both do nothing when already done. */
  goDown(): Promise<void>;
  comeBack(): Promise<void>;
}

/** PostgreSQL behind a proxy: the shared server keeps running while the app loses it. */
async function interruptiblePostgres(baseUrl: string): Promise<InterruptibleDatabase> {
  const scratch = await createScratchDatabase(baseUrl);
  const direct = new URL(scratch.url);
  const proxy = new CuttableTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.start();
  const proxied = new URL(scratch.url);
  proxied.hostname = '127.0.0.1';
  proxied.port = String(proxy.port);
  const handle = openDatabase({ databaseUrl: proxied.toString() });
  await handle.migrate();
  return {
    handle,
    goDown: () => proxy.cut(),
    comeBack: () => proxy.restore(),
    async dispose() {
      await handle.close();
      await proxy.cut();
      await scratch.drop();
    },
  };
}

/**
 * PGlite runs inside this process, so there is no connection to cut. The app
 * gets a client that forwards to the current PGlite instance: going down
 * closes that instance, coming back opens its data directory again, as a
 * restarted database server would.
 */
async function interruptiblePglite(): Promise<InterruptibleDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-outage-'));
  let current = await PGlite.create(dataDir);
  const forwarding = new Proxy(current, {
    get(_first, property) {
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  const handle = pgliteDatabase(forwarding);
  await handle.migrate();
  const goDown = async () => {
    if (!current.closed) await current.close();
  };
  return {
    handle,
    goDown,
    async comeBack() {
      if (current.closed) current = await PGlite.create(dataDir);
    },
    async dispose() {
      await goDown();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

function openInterruptible(kind: DatabaseKind): Promise<InterruptibleDatabase> {
  return kind === 'postgres' ? interruptiblePostgres(process.env.DATABASE_URL ?? '') : interruptiblePglite();
}

/** Runs a suite once per database kind on a migrated database it can interrupt. */
export function describeEachInterruptibleDatabase(
  name: string,
  suite: (database: () => InterruptibleDatabase, kind: DatabaseKind) => void,
) {
  describeEachDatabaseKind(name, openInterruptible, suite);
}

/** Runs `work` while the database is down and brings it back, even when the work throws. */
export async function whileDatabaseDown<T>(database: InterruptibleDatabase, work: () => Promise<T>): Promise<T> {
  await database.goDown();
  try {
    return await work();
  } finally {
    await database.comeBack();
  }
}
