import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { projectRoot } from '../../src/server/paths';

export interface CliStaff {
  email: string;
  password: string;
  totpSecret: string;
  recoveryCodes: string[];
}

/** `npm run staff -- add …` on a data folder before its server starts, as an operator sets up the first admin. */
export async function addStaffWithCli(dataDir: string, email: string, role: string, name: string): Promise<CliStaff> {
  const password = `e2e password for ${role}`;
  const { stdout } = await promisify(execFile)(
    'npm',
    ['run', '-s', 'staff', '--', 'add', '--email', email, '--role', role, '--name', name],
    {
      cwd: projectRoot,
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, STAFF_PASSWORD: password },
    },
  );
  const totpSecret = /[?&]secret=([A-Z2-7]+)/.exec(stdout)?.[1];
  if (!totpSecret) throw new Error(`no otpauth URI in:\n${stdout}`);
  return { email, password, totpSecret, recoveryCodes: stdout.match(/[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}/g) ?? [] };
}
