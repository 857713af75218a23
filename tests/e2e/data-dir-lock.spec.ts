import { spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { distDir } from '../../scripts/dist-dir';
import { freePort, startProcess, waitUntilServing, type RunningProcess } from '../../scripts/processes';

const serverScript = path.join(distDir, 'server/index.js');
const LOCK_FILE = 'server.lock';

function serverEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    // What the test build baked into its pages (production requires it to be named).
    SITE_URL: 'http://localhost:3000',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PAYMENTS_SANDBOX: '1',
    STATIC_DIR: path.join(distDir, 'client'),
  };
}

/** Runs a server that is expected to stop by itself; resolves with its exit code and what it wrote. */
function runToExit(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [serverScript], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  // A second server that does not stop would be killed by the test's timeout; this keeps it from outliving the test.
  const giveUp = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(giveUp);
      resolve({ code, stdout, stderr });
    }),
  );
}

const running: RunningProcess[] = [];
const folders: string[] = [];

async function startServer(dataDir: string) {
  const port = await freePort();
  const server = startProcess(process.execPath, [serverScript], serverEnv(dataDir, port));
  running.push(server);
  await waitUntilServing(`http://127.0.0.1:${port}/api/health`, server);
  return { server, port };
}

async function newDataDir() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-lock-'));
  folders.push(dataDir);
  return dataDir;
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop()));
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

it('stops a second server on the same DATA_DIR at once, naming the process that holds it and touching nothing', async () => {
  const dataDir = await newDataDir();
  const { server, port } = await startServer(dataDir);
  const before = readdirSync(dataDir, { recursive: true }).sort();

  const second = await runToExit(serverEnv(dataDir, await freePort()));

  expect(second.code).toBe(1);
  expect(second.stderr.trim()).toBe(`the database folder is in use by process ${server.child.pid}`);
  expect(second.stdout).toBe('');
  expect(readdirSync(dataDir, { recursive: true }).sort()).toEqual(before);
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
});

it('releases the folder on a clean shutdown, so the next server starts', async () => {
  const dataDir = await newDataDir();
  const { server } = await startServer(dataDir);
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);
  await server.stop();
  expect(server.child.exitCode).toBe(0);
  expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  await startServer(dataDir);
});

it('takes over a lock left by a process that no longer runs', async () => {
  const dataDir = await newDataDir();
  const gone = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => gone.on('exit', resolve));
  writeFileSync(path.join(dataDir, LOCK_FILE), String(gone.pid));
  await startServer(dataDir);
});
