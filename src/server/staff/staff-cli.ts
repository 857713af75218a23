import path from 'node:path';
import { Writable } from 'node:stream';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { STAFF_MIN_PASSWORD } from '@shared/staff';
import { isStaffRole, staffRoles, type StaffRole } from '@shared/staff-roles';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUseError, lockDataDir } from '../data-dir-lock';
import { openDatabase, type DatabaseHandle } from '../db/client';
import type { AuditActor } from './audit';
import { changeStaffRole, createStaffAccount, disableStaff, listStaff, StaffChangeError } from './staff-accounts';

const usage = `usage: npm run staff -- <command>
  add --email EMAIL --role ROLE [--name NAME]   create a staff account (password from STAFF_PASSWORD, or asked)
  list                                          list staff accounts
  role EMAIL ROLE                               change a staff member's role
  disable EMAIL                                 disable a staff account
roles: ${staffRoles.join(', ')}`;

/** A mistake in how the command was called or what it asked for: printed as one line, exit status 1. */
class CliError extends Error {}

const cli: AuditActor = { kind: 'cli' };

function roleFrom(value: string | undefined): StaffRole {
  if (!isStaffRole(value)) throw new CliError(`unknown role "${value ?? ''}"; roles: ${staffRoles.join(', ')}`);
  return value;
}

/** Reads a line from the terminal without showing what is typed. */
async function askHidden(question: string): Promise<string> {
  if (!process.stdin.isTTY) throw new CliError('set STAFF_PASSWORD, or run the command in a terminal to type the password');
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const terminal = createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = terminal.question(question);
    muted = true;
    return await answer;
  } finally {
    terminal.close();
    process.stdout.write('\n');
  }
}

async function newPassword(): Promise<string> {
  const password = process.env.STAFF_PASSWORD ?? (await askHidden('Password: '));
  if (password.length < STAFF_MIN_PASSWORD) throw new CliError(`the password must have at least ${STAFF_MIN_PASSWORD} characters`);
  if (process.env.STAFF_PASSWORD === undefined && (await askHidden('Password again: ')) !== password) {
    throw new CliError('the passwords differ');
  }
  return password;
}

async function add(handle: DatabaseHandle, args: string[]): Promise<void> {
  const { values } = parseArgs({ args, options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } } });
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new CliError('add needs --email with an email address');
  const role = roleFrom(values.role);
  const password = await newPassword();
  const displayName = values.name?.trim() || email.split('@')[0] || email;
  const { staff, totpUri, recoveryCodes } = await createStaffAccount(handle.db, { email, displayName, role, password }, cli);
  const qr = await QRCode.toString(totpUri, { type: 'utf8' });
  process.stdout.write(
    [
      `Created ${staff.role} ${staff.email}.`,
      '',
      'Scan this code with an authenticator app (or enter the URI below):',
      qr,
      totpUri,
      '',
      'Recovery codes, each good once if the authenticator is lost. Keep them somewhere safe: they are not shown again.',
      ...recoveryCodes.map((code) => `  ${code}`),
      '',
    ].join('\n'),
  );
}

async function list(handle: DatabaseHandle): Promise<void> {
  const rows = await listStaff(handle.db);
  if (rows.length === 0) {
    process.stdout.write('No staff accounts yet. Add the first: npm run staff -- add --email EMAIL --role admin\n');
    return;
  }
  for (const row of rows) {
    const status = row.disabledAt ? `disabled ${row.disabledAt.toISOString().slice(0, 10)}` : 'active';
    process.stdout.write(`${row.email}\t${row.role}\t${status}\t${row.displayName}\n`);
  }
}

async function run(handle: DatabaseHandle, [command, ...args]: string[]): Promise<void> {
  if (command === 'add') return add(handle, args);
  if (command === 'list') return list(handle);
  if (command === 'role') {
    const [email, role] = args;
    if (!email) throw new CliError('role needs an email address and a role');
    const staff = await changeStaffRole(handle.db, email, roleFrom(role), cli);
    process.stdout.write(`${staff.email} is now ${staff.role}.\n`);
    return;
  }
  if (command === 'disable') {
    const [email] = args;
    if (!email) throw new CliError('disable needs an email address');
    const staff = await disableStaff(handle.db, email, cli);
    process.stdout.write(`${staff.email} is disabled.\n`);
    return;
  }
  throw new CliError(usage);
}

/**
 * Opens the configured database like the server does, migrated. The embedded
 * database is one process's: while a server holds the folder the command
 * stops, and while the command runs a server would wait for it the same way.
 */
function openConfiguredDatabase(): { handle: DatabaseHandle; release: () => void } {
  const config = loadConfig();
  if (config.databaseUrl) return { handle: openDatabase({ databaseUrl: config.databaseUrl }), release: () => {} };
  const release = lockDataDir(config.dataDir);
  return { handle: openDatabase({ pgliteDir: path.join(config.dataDir, 'pglite') }), release };
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === 'help') {
    process.stdout.write(`${usage}\n`);
    return argv.length === 0 ? 1 : 0;
  }
  let opened: { handle: DatabaseHandle; release: () => void } | undefined;
  try {
    opened = openConfiguredDatabase();
    await opened.handle.migrate();
    await run(opened.handle, argv);
    return 0;
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      process.stderr.write(`staff: ${error.message}: stop the server first (or use DATABASE_URL)\n`);
      return 1;
    }
    if (error instanceof ConfigError) {
      for (const problem of error.problems) process.stderr.write(`staff: config error: ${problem}\n`);
      return 1;
    }
    if (error instanceof CliError || error instanceof StaffChangeError) {
      process.stderr.write(`staff: ${error.message}\n`);
      return 1;
    }
    throw error;
  } finally {
    await opened?.handle.close();
    opened?.release();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
