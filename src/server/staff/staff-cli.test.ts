import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../../../tests/helpers/database';
import { membershipTestApp } from '../../../tests/helpers/membership';
import { totpCode } from '../../../tests/helpers/staff';
import { lockDataDir } from '../data-dir-lock';
import { openDatabase } from '../db/client';
import { queryRows } from '../db/query-rows';
import { projectRoot } from '../paths';

const tsx = path.join(projectRoot, 'node_modules/.bin/tsx');
const cliModule = path.join(projectRoot, 'src/server/staff/staff-cli.ts');

interface CliRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run staff -- …` as its own process, as an operator would, with only the environment given. */
async function staffCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [cliModule, ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: tmpdir(), LOG_LEVEL: 'warn', ...env },
      cwd: projectRoot,
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { status: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const secretOf = (stdout: string) => /otpauth:\/\/totp\/[^\s]*[?&]secret=([A-Z2-7]+)/.exec(stdout)?.[1] ?? '';

describe('npm run staff on a fresh embedded database folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-staff-cli-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const env = () => ({ DATA_DIR: dataDir });

  it('adds the first admin before the server ever ran: migrations, otpauth URI, QR code and recovery codes', async () => {
    const run = await staffCli(['add', '--email', 'First.Admin@Example.org', '--role', 'admin', '--name', 'Amal Admin'], {
      ...env(),
      STAFF_PASSWORD: 'a long enough staff password',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Created admin first.admin@example.org.');
    expect(run.stdout).toMatch(/otpauth:\/\/totp\/QNCC:first\.admin%40example\.org\?secret=[A-Z2-7]{32}&issuer=QNCC/);
    expect(run.stdout).toContain('█');
    expect(run.stdout.match(/^ {2}[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/gm)).toHaveLength(10);
    expect(run.stdout).not.toContain('a long enough staff password');

    // The admin signs in to a server on that folder with the password and a code from the printed secret.
    const handle = openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      await handle.migrate();
      const { app } = await membershipTestApp(handle);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/admin/session',
        payload: { email: 'first.admin@example.org', password: 'a long enough staff password', code: await totpCode(secretOf(run.stdout)) },
      });
      await app.close();
      expect(signIn.statusCode, signIn.body).toBe(200);
      expect(signIn.json()).toEqual({ staff: { email: 'first.admin@example.org', displayName: 'Amal Admin', role: 'admin' } });
      const audit = await queryRows<{ action: string; actor_kind: string; after: unknown }>(
        handle.db,
        sql`SELECT action, actor_kind, after FROM audit_log WHERE action = 'staff.created'`,
      );
      expect(audit).toEqual([
        {
          action: 'staff.created',
          actor_kind: 'cli',
          after: { email: 'first.admin@example.org', displayName: 'Amal Admin', role: 'admin' },
        },
      ]);
    } finally {
      await handle.close();
    }
  });

  it('lists, changes roles and disables, and never leaves the chamber without an enabled admin', async () => {
    const password = { STAFF_PASSWORD: 'another long password' };
    expect((await staffCli(['add', '--email', 'finance@example.org', '--role', 'finance'], { ...env(), ...password })).status).toBe(0);
    const lastAdmin = await staffCli(['disable', 'first.admin@example.org'], env());
    expect(lastAdmin).toMatchObject({ status: 1, stderr: 'staff: this is the last enabled admin: make another admin first\n' });
    expect(await staffCli(['role', 'FINANCE@example.org', 'admin'], env())).toMatchObject({
      status: 0,
      stdout: 'finance@example.org is now admin.\n',
    });
    expect(await staffCli(['disable', 'first.admin@example.org'], env())).toMatchObject({
      status: 0,
      stdout: 'first.admin@example.org is disabled.\n',
    });
    const list = await staffCli(['list'], env());
    expect(list.status).toBe(0);
    expect(list.stdout).toMatch(
      /^finance@example\.org\tadmin\tactive\tfinance\nfirst\.admin@example\.org\tadmin\tdisabled \d{4}-\d\d-\d\d\tAmal Admin\n$/,
    );
  });

  it('refuses, in one line each, an unknown role, a duplicate, a short password and a missing password without a terminal', async () => {
    const cases: Array<[string[], Record<string, string>, string]> = [
      [['role', 'finance@example.org', 'owner'], {}, 'staff: unknown role "owner"; roles: admin, finance, membership\n'],
      [
        ['add', '--email', 'finance@example.org', '--role', 'finance'],
        { STAFF_PASSWORD: 'long enough password' },
        'staff: a staff account for finance@example.org already exists\n',
      ],
      [
        ['add', '--email', 'new@example.org', '--role', 'finance'],
        { STAFF_PASSWORD: 'short' },
        'staff: the password must have at least 12 characters\n',
      ],
      [
        ['add', '--email', 'new@example.org', '--role', 'finance'],
        {},
        'staff: set STAFF_PASSWORD, or run the command in a terminal to type the password\n',
      ],
    ];
    for (const [args, extra, message] of cases)
      expect(await staffCli(args, { ...env(), ...extra })).toMatchObject({ status: 1, stderr: message });
  });

  it('refuses with one clear line while a running server holds the folder', async () => {
    // This test's own process stands in for the running server: it holds the lock the server takes.
    const release = lockDataDir(dataDir);
    try {
      const run = await staffCli(['list'], env());
      expect(run).toEqual({
        status: 1,
        stdout: '',
        stderr: `staff: the database folder is in use by process ${process.pid}: stop the server first (or use DATABASE_URL)\n`,
      });
    } finally {
      release();
    }
  });
});

describe.runIf(process.env.DATABASE_URL)('npm run staff against PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  beforeAll(async () => {
    scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '');
  });
  afterAll(() => scratch.drop());

  it('migrates an empty database and adds, lists and changes staff, whatever holds any data folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-staff-cli-pg-'));
    const release = lockDataDir(dataDir);
    try {
      const env = { DATABASE_URL: scratch.url, DATA_DIR: dataDir };
      const add = await staffCli(['add', '--email', 'pg.admin@example.org', '--role', 'admin'], {
        ...env,
        STAFF_PASSWORD: 'postgres staff password',
      });
      expect(add.stderr).toBe('');
      expect(secretOf(add.stdout)).toMatch(/^[A-Z2-7]{32}$/);
      expect(
        await staffCli(['add', '--email', 'm@example.org', '--role', 'membership'], { ...env, STAFF_PASSWORD: 'postgres staff password' }),
      ).toMatchObject({ status: 0 });
      expect(await staffCli(['role', 'm@example.org', 'finance'], env)).toMatchObject({ status: 0 });
      expect((await staffCli(['list'], env)).stdout).toBe(
        'm@example.org\tfinance\tactive\tm\npg.admin@example.org\tadmin\tactive\tpg.admin\n',
      );
    } finally {
      release();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
