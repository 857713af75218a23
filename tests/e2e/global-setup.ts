import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { distDir } from '../../scripts/dist-dir';
import { freePort, startProcess, waitUntilServing } from '../../scripts/processes';
import { chromiumArgs, chromiumPath } from './browser-options';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserEndpoint: string;
    dataDir: string;
  }
}

/**
 * One built server and one browser for every spec: the specs connect to the
 * browser over its websocket and open their own contexts.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'qncc-e2e-'));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess(process.execPath, [path.join(distDir, 'server/index.js')], {
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
  });
  let browser: BrowserServer | undefined;
  try {
    await waitUntilServing(`${baseUrl}/api/health`, server);
    browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs });
  } catch (error) {
    await server.stop();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('dataDir', dataDir);

  return async () => {
    await browser?.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
