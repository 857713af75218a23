import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startProcess, waitUntilServing, type RunningProcess } from '../processes';

/**
 * The production build, into the bench's own folder so it never disturbs
 * ./dist. SITE_URL is the bench server's origin, so canonical links and
 * hreflang alternates point at the pages Lighthouse audits.
 */
export function buildSite(distDir: string, siteUrl: string): void {
  execFileSync(path.resolve('node_modules/.bin/tsx'), ['scripts/build.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DIST_DIR: distDir, SITE_URL: siteUrl },
  });
}

export interface OurServerOptions {
  distDir: string;
  port: number;
  siteUrl: string;
  dataDir: string;
  /** Every checkout call comes from one address, so the per-address limit must allow them all. */
  writesPerMinute: number;
}

/** The built server as it runs in production (sandbox payments, warn-level logs). */
export async function startOurServer(options: OurServerOptions): Promise<RunningProcess> {
  const server = startProcess(process.execPath, [path.join(options.distDir, 'server/index.js')], {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(options.port),
    SITE_URL: options.siteUrl,
    STATIC_DIR: path.join(options.distDir, 'client'),
    DATA_DIR: options.dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    PAYMENTS_SANDBOX: '1',
    RATE_LIMIT_PER_MINUTE: String(options.writesPerMinute),
  });
  try {
    await waitUntilServing(`http://127.0.0.1:${options.port}/api/health`, server, 60_000);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}
