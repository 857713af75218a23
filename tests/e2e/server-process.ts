import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { distDir } from '../../scripts/dist-dir';
import { freePort, startProcess, waitUntilServing, type RunningProcess } from '../../scripts/processes';

/** A built server of our own, apart from the one every spec shares: for killing, restarting and running in pairs. */
export interface OwnServer {
  baseUrl: string;
  process: RunningProcess;
  /** Ends the process at once, as a crash or an out-of-memory kill would: no shutdown hooks run. */
  kill9(): Promise<void>;
}

export async function startOwnServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const running = startProcess(process.execPath, [path.join(distDir, 'server/index.js')], {
    ...process.env,
    NODE_ENV: 'production',
    // What the test build baked into its pages (production requires it to be named).
    SITE_URL: 'http://localhost:3000',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: '',
    LOG_LEVEL: 'error',
    PAYMENTS_SANDBOX: '1',
    RATE_LIMIT_PER_MINUTE: '10000',
    STATIC_DIR: path.join(distDir, 'client'),
    ...env,
  });
  try {
    await waitUntilServing(`${baseUrl}/api/health`, running);
  } catch (error) {
    await running.stop();
    throw error;
  }
  return {
    baseUrl,
    process: running,
    kill9: async () => {
      const exited = new Promise((resolve) => running.child.once('exit', resolve));
      running.child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function scratchDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'qncc-own-server-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The messages a server wrote to its outbox folder for one address. */
export async function outboxOf(dataDir: string, email: string): Promise<string[]> {
  const dir = path.join(dataDir, 'outbox');
  const files = await readdir(dir).catch(() => []);
  const messages = await Promise.all(files.map((file) => readFile(path.join(dir, file), 'utf8')));
  return messages.filter((message) => message.includes(`To: ${email}`));
}

/** A client that keeps the cookies a server sets, as a browser would, for API calls over a real socket. */
export function cookieClient() {
  const jar = new Map<string, string>();
  return async (url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      },
      body: init.body === undefined ? undefined : typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const separator = pair.indexOf('=');
      jar.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };
}
