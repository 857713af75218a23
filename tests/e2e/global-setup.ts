import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { distDir } from '../../scripts/dist-dir';
import { chromiumArgs, chromiumPath } from './browser-options';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
    dataDir: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not become healthy in 30 s');
}

/**
 * One built server and one browser for every spec: the specs connect to the
 * browser over its websocket and open their own contexts.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [path.join(distDir, 'server/index.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      PAYMENTS_SANDBOX: '1',
      RATE_LIMIT_PER_MINUTE: '1000',
      STATIC_DIR: path.join(distDir, 'client'),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: BrowserServer | undefined;
  try {
    await waitForHealth(baseUrl, server);
    browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  } catch (error) {
    server.kill('SIGTERM');
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('dataDir', dataDir);

  return async () => {
    await browser?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
}
