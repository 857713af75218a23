import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './browser-options';
import { startOwnServer } from './server-process';

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
  // The chamber's VAT number, so invoices show both parties' numbers as they will in production.
  // SEPA debits settle after a few seconds: long enough to see them processing, short enough for a test.
  const server = await startOwnServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000',
    SELLER_VAT_NUMBER: 'NL004495445B01',
    SANDBOX_SETTLE_SECONDS: '4',
  });
  const { baseUrl } = server;
  const browser = await chromium.launchServer({ executablePath: chromiumPath, args: chromiumArgs }).catch(async (error: unknown) => {
    await server.process.stop();
    throw error;
  });

  project.provide('baseUrl', baseUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide('dataDir', dataDir);

  return async () => {
    await browser.close();
    await server.process.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
